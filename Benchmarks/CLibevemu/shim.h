#ifndef GESTURETAPE_CLIBEVEMU_SHIM_H
#define GESTURETAPE_CLIBEVEMU_SHIM_H
#include <stdio.h>
#include <evemu.h>
#endif
