#ifndef GESTURETAPE_CLIBEVEMU_SHIM_H
#define GESTURETAPE_CLIBEVEMU_SHIM_H
#include <stdio.h>
#include <evemu.h>
/* glibc's malloc tuning, for the benchmarks' memory measurements. */
#include <malloc.h>
#endif
