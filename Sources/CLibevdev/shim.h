#ifndef GESTURETAPE_CLIBEVDEV_SHIM_H
#define GESTURETAPE_CLIBEVDEV_SHIM_H
// libevdev, plus the few Linux headers the recorder's poll loop needs that the Glibc module
// does not export (signalfd).
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <poll.h>
#include <signal.h>
#include <sys/signalfd.h>
#endif
