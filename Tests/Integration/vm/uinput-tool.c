/* uinput-tool: the guest-side input source of GestureTape's real-kernel test.
 *
 * Creates an input device through /dev/uinput (libevdev-uinput), writes its node to
 * NODEFILE, and plays one scenario. Synchronisation with guest.sh is by files: before
 * stage N it waits for SYNC.goN, after it creates SYNC.doneN. Every event it injects (that
 * the kernel delivers: it never sends an unchanged value, which the kernel would filter) is
 * appended to EXPECTFILE as "type code value" lines, SYN_REPORT included.
 *
 * Usage: uinput-tool SCENARIO NODEFILE SYNC EXPECTFILE [RATE SECONDS]
 *   gestures  touchpad: stage 1 = two-finger swipe, then pinch; stage 2 = destroy.
 *   stream    touchpad: stage 1 = frames every 2 ms until SYNC.stop exists (or 20 s).
 *   drop      touchpad: stage 1 = one finger down; stage 2 = 3000 frames, no pause (the
 *             recorder is stopped): finger 0 moves, finger 1 lands; stage 3 = 2 more frames;
 *             the final state goes to EXPECTFILE.state.
 *   flood     touchpad: stage 1 = RATE events/s for SECONDS (benchmark; no EXPECTFILE).
 *   clickpad  touchpad (a clickpad: INPUT_PROP_BUTTONPAD, BTN_LEFT only, 100 x 65 mm): stage 1 =
 *             a session of strokes, physical clicks (main area, right and middle software
 *             button areas), two click-drags, taps (1 and 2 fingers, one with 1 mm of jitter),
 *             a slow touch, a small move and a two-finger scroll; see clickpad_session(). */
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static struct libevdev_uinput *uidev;
static FILE *expect;
static const char *sync_prefix;
static int last_abs[ABS_CNT][8], last_key[KEY_CNT], cur_slot, pending;
static long long sent;

static void sync_wait(int stage) {
  char path[512];
  snprintf(path, sizeof path, "%s.go%d", sync_prefix, stage);
  for (int i = 0; i < 60000 && access(path, F_OK) != 0; i++) usleep(1000);
}

static void sync_done(int stage) {
  char path[512];
  snprintf(path, sizeof path, "%s.done%d", sync_prefix, stage);
  FILE *f = fopen(path, "w");
  if (f) fclose(f);
}

static int stop_requested(void) {
  char path[512];
  snprintf(path, sizeof path, "%s.stop", sync_prefix);
  return access(path, F_OK) == 0;
}

/* Events of the current frame, written to the uinput fd in one write(2) at SYN_REPORT (one
 * system call per frame instead of per event, so the tool takes little of the guest's CPU). */
static struct input_event frame[64];
static int framed;

static void emit(int type, int code, int value) {
  struct input_event *e = &frame[framed++];
  memset(e, 0, sizeof *e);
  e->type = type;
  e->code = code;
  e->value = value;
  if (type == EV_SYN || framed == 64) {
    size_t size = framed * sizeof *e;
    if (write(libevdev_uinput_get_fd(uidev), frame, size) != (ssize_t)size) {
      perror("uinput write");
      exit(1);
    }
    framed = 0;
  }
  if (expect) fprintf(expect, "%d %d %d\n", type, code, value);
  sent++;
}

/* Sends an event only if the kernel will deliver it (the value changes). */
static void ev(int type, int code, int value) {
  if (type == EV_ABS && code == ABS_MT_SLOT) {
    if (value == cur_slot) return;
    cur_slot = value;
  } else if (type == EV_ABS && code >= ABS_MT_TOUCH_MAJOR) {
    if (last_abs[code][cur_slot] == value) return;
    last_abs[code][cur_slot] = value;
  } else if (type == EV_ABS) {
    if (last_abs[code][0] == value) return;
    last_abs[code][0] = value;
  } else if (type == EV_KEY) {
    if (last_key[code] == value) return;
    last_key[code] = value;
  }
  emit(type, code, value);
  pending = 1;
}

static void syn(void) {
  if (!pending) return; /* the kernel drops an empty frame */
  emit(EV_SYN, SYN_REPORT, 0);
  pending = 0;
}

static void touch(int slot, int id, int x, int y) {
  ev(EV_ABS, ABS_MT_SLOT, slot);
  ev(EV_ABS, ABS_MT_TRACKING_ID, id);
  if (id >= 0) {
    ev(EV_ABS, ABS_MT_POSITION_X, x);
    ev(EV_ABS, ABS_MT_POSITION_Y, y);
  }
}

static void fingers(int count, int x, int y) {
  ev(EV_KEY, BTN_TOUCH, count > 0);
  ev(EV_KEY, BTN_TOOL_FINGER, count == 1);
  ev(EV_KEY, BTN_TOOL_DOUBLETAP, count == 2);
  if (count > 0) {
    ev(EV_ABS, ABS_X, x);
    ev(EV_ABS, ABS_Y, y);
  }
}

static void create_touchpad(const char *name) {
  struct libevdev *d = libevdev_new();
  libevdev_set_name(d, name);
  libevdev_set_id_bustype(d, BUS_VIRTUAL);
  libevdev_set_id_vendor(d, 0x1d6b);
  libevdev_set_id_product(d, 0x6774);
  libevdev_enable_property(d, INPUT_PROP_POINTER);
  libevdev_enable_property(d, INPUT_PROP_BUTTONPAD);
  int keys[] = {BTN_LEFT, BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP};
  for (unsigned i = 0; i < sizeof keys / sizeof *keys; i++)
    libevdev_enable_event_code(d, EV_KEY, keys[i], NULL);
  struct input_absinfo x = {.minimum = 0, .maximum = 4000, .resolution = 40};
  struct input_absinfo y = {.minimum = 0, .maximum = 2600, .resolution = 40};
  struct input_absinfo slot = {.minimum = 0, .maximum = 4};
  struct input_absinfo id = {.minimum = 0, .maximum = 65535};
  libevdev_enable_event_code(d, EV_ABS, ABS_X, &x);
  libevdev_enable_event_code(d, EV_ABS, ABS_Y, &y);
  libevdev_enable_event_code(d, EV_ABS, ABS_MT_SLOT, &slot);
  libevdev_enable_event_code(d, EV_ABS, ABS_MT_POSITION_X, &x);
  libevdev_enable_event_code(d, EV_ABS, ABS_MT_POSITION_Y, &y);
  libevdev_enable_event_code(d, EV_ABS, ABS_MT_TRACKING_ID, &id);
  int rc = libevdev_uinput_create_from_device(d, LIBEVDEV_UINPUT_OPEN_MANAGED, &uidev);
  if (rc < 0) {
    fprintf(stderr, "uinput: %s\n", strerror(-rc));
    exit(1);
  }
  /* the kernel starts every MT axis at 0 and every tracking id at -1 */
  for (int s = 0; s < 8; s++) last_abs[ABS_MT_TRACKING_ID][s] = -1;
}

static void pause_ms(int ms) { usleep(ms * 1000); }

static void gestures(void) {
  /* two-finger swipe to the right: both fingers land, move 12 frames, lift */
  touch(0, 100, 1000, 1000);
  touch(1, 101, 1600, 1100);
  fingers(2, 1000, 1000);
  syn();
  pause_ms(8);
  for (int i = 1; i <= 12; i++) {
    touch(0, 100, 1000 + 60 * i, 1000 + i);
    touch(1, 101, 1600 + 60 * i, 1100 + i);
    ev(EV_ABS, ABS_X, 1000 + 60 * i);
    ev(EV_ABS, ABS_Y, 1000 + i);
    syn();
    pause_ms(8);
  }
  touch(1, -1, 0, 0);
  touch(0, -1, 0, 0);
  fingers(0, 0, 0);
  syn();
  pause_ms(30);
  /* pinch: two fingers move apart symmetrically around (2000, 1300) */
  touch(0, 102, 1800, 1200);
  touch(1, 103, 2200, 1400);
  fingers(2, 1800, 1200);
  syn();
  pause_ms(8);
  for (int i = 1; i <= 10; i++) {
    touch(0, 102, 1800 - 40 * i, 1200 - 20 * i);
    touch(1, 103, 2200 + 40 * i, 1400 + 20 * i);
    ev(EV_ABS, ABS_X, 1800 - 40 * i);
    ev(EV_ABS, ABS_Y, 1200 - 20 * i);
    syn();
    pause_ms(8);
  }
  touch(0, -1, 0, 0);
  touch(1, -1, 0, 0);
  fingers(0, 0, 0);
  syn();
}

/* ---- the clickpad session: what someone does on a laptop's clickpad ---- */

static int next_id = 200;

/* One finger at (x, y) in slot 0 (lands if it was up). */
static void finger1(int x, int y) {
  touch(0, next_id, x, y);
  fingers(1, x, y);
  syn();
}

/* Lifts every finger (a slot selection with nothing after it never reaches the reader: the
 * kernel only passes ABS_MT_SLOT on with an event for that slot). */
static void lift(void) {
  if (last_abs[ABS_MT_TRACKING_ID][1] != -1) touch(1, -1, 0, 0);
  touch(0, -1, 0, 0);
  fingers(0, 0, 0);
  syn();
  next_id++;
}

/* Slot 0 moves from (x0, y0) to (x1, y1) in `steps` frames, `ms` apart. */
static void slide(int x0, int y0, int x1, int y1, int steps, int ms) {
  for (int i = 1; i <= steps; i++) {
    finger1(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
    pause_ms(ms);
  }
}

static void button(int down) {
  ev(EV_KEY, BTN_LEFT, down);
  syn();
}

static void clickpad_session(void) {
  /* 1. a stroke that only moves the pointer */
  finger1(1000, 900); pause_ms(10);
  slide(1000, 900, 2400, 1300, 30, 10);
  lift(); pause_ms(400);
  /* 2. a click in the main area: land, press, release, lift */
  finger1(2000, 1200); pause_ms(60);
  button(1); pause_ms(90);
  button(0); pause_ms(50);
  lift(); pause_ms(400);
  /* 3. a click in the right software button area (bottom right) */
  finger1(3400, 2450); pause_ms(60);
  button(1); pause_ms(80);
  button(0); pause_ms(50);
  lift(); pause_ms(400);
  /* 4. click-drag 1: press in the main area, drag 15 mm right while held, release */
  finger1(800, 800); pause_ms(60);
  button(1); pause_ms(40);
  slide(800, 800, 1400, 820, 25, 10);
  pause_ms(30); button(0); pause_ms(40);
  lift(); pause_ms(400);
  /* 5. click-drag 2: press in the left software button area, drag up and right */
  finger1(700, 2400); pause_ms(60);
  button(1); pause_ms(40);
  slide(700, 2400, 1300, 1600, 30, 10);
  pause_ms(30); button(0); pause_ms(40);
  lift(); pause_ms(400);
  /* 6. a click in the middle software button area */
  finger1(2000, 2450); pause_ms(60);
  button(1); pause_ms(80);
  button(0); pause_ms(50);
  lift(); pause_ms(400);
  /* 7. a one-finger tap: 70 ms, no motion */
  finger1(2200, 1000); pause_ms(70);
  lift(); pause_ms(400);
  /* 8. a one-finger tap with 1 mm of jitter (under libinput's 1.3 mm) */
  finger1(2600, 1000); pause_ms(30);
  finger1(2640, 1000); pause_ms(40);
  lift(); pause_ms(400);
  /* 9. a two-finger tap: the second finger 20 ms after the first, both lift within 100 ms */
  finger1(1800, 1000); pause_ms(20);
  touch(1, next_id + 1000, 2300, 1050);
  fingers(2, 1800, 1000);
  syn(); pause_ms(80);
  lift(); pause_ms(400);
  /* 10. a slow touch: 300 ms without motion (past the 180 ms tap timeout) */
  finger1(3000, 1400); pause_ms(300);
  lift(); pause_ms(400);
  /* 11. a two-finger scroll down: both fingers move 20 mm together */
  touch(0, next_id, 1600, 600);
  touch(1, next_id + 1000, 2200, 600);
  fingers(2, 1600, 600);
  syn(); pause_ms(10);
  for (int i = 1; i <= 25; i++) {
    touch(0, next_id, 1600, 600 + 32 * i);
    touch(1, next_id + 1000, 2200, 600 + 32 * i);
    ev(EV_ABS, ABS_X, 1600);
    ev(EV_ABS, ABS_Y, 600 + 32 * i);
    syn(); pause_ms(10);
  }
  lift(); pause_ms(100);
}

static void one_frame(long long i) {
  /* one finger moving along a saw tooth: x and y change every frame */
  int x = 100 + (int)(i % 3700), y = 100 + (int)((i * 7) % 2400);
  touch(0, 7, x, y);
  ev(EV_ABS, ABS_X, x);
  ev(EV_ABS, ABS_Y, y);
  syn();
}

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: %s SCENARIO NODEFILE SYNC EXPECTFILE [RATE SECONDS]\n", argv[0]);
    return 2;
  }
  const char *scenario = argv[1];
  sync_prefix = argv[3];
  int bench = strcmp(scenario, "flood") == 0;
  if (!bench) {
    expect = fopen(argv[4], "w");
    if (!expect) { perror(argv[4]); return 1; }
  }
  int clickpad = strcmp(scenario, "clickpad") == 0;
  create_touchpad(bench ? "gesturetape flood pad"
                  : clickpad ? "gesturetape test clickpad" : "gesturetape test touchpad");
  FILE *node = fopen(argv[2], "w");
  if (!node) { perror(argv[2]); return 1; }
  fprintf(node, "%s\n", libevdev_uinput_get_devnode(uidev));
  fclose(node);

  if (strcmp(scenario, "gestures") == 0) {
    sync_wait(1); gestures(); fflush(expect); sync_done(1);
    sync_wait(2);
  } else if (clickpad) {
    sync_wait(1); clickpad_session(); fflush(expect); sync_done(1);
    sync_wait(2);
  } else if (strcmp(scenario, "stream") == 0) {
    sync_wait(1);
    long long start = now_us();
    for (long long i = 0; !stop_requested() && now_us() - start < 20000000; i++) {
      one_frame(i);
      if (i % 16 == 0) fflush(expect);
      pause_ms(2);
    }
    fflush(expect); sync_done(1);
    sync_wait(2);
  } else if (strcmp(scenario, "drop") == 0) {
    sync_wait(1);
    touch(0, 40, 500, 500); fingers(1, 500, 500); syn();
    fflush(expect); sync_done(1);
    sync_wait(2);
    for (int i = 1; i <= 3000; i++) {
      if (i == 1500) { touch(1, 41, 3000, 2000); fingers(2, 500 + i % 1000, 500); }
      touch(0, 40, 500 + i % 1000, 500 + (i * 3) % 1000);
      ev(EV_ABS, ABS_X, 500 + i % 1000);
      ev(EV_ABS, ABS_Y, 500 + (i * 3) % 1000);
      syn();
    }
    fflush(expect); sync_done(2);
    sync_wait(3);
    touch(1, 41, 3100, 2100); syn();
    touch(0, 40, 1234, 987); ev(EV_ABS, ABS_X, 1234); ev(EV_ABS, ABS_Y, 987); syn();
    fflush(expect);
    char path[512];
    snprintf(path, sizeof path, "%s.state", argv[4]);
    FILE *state = fopen(path, "w");
    for (int s = 0; s < 2; s++)
      fprintf(state, "%d %d %d %d\n", s, last_abs[ABS_MT_TRACKING_ID][s],
              last_abs[ABS_MT_POSITION_X][s], last_abs[ABS_MT_POSITION_Y][s]);
    fclose(state);
    sync_done(3);
    sync_wait(4);
  } else if (bench) {
    long rate = argc > 5 ? atol(argv[5]) : 8000, seconds = argc > 6 ? atol(argv[6]) : 60;
    sync_wait(1);
    long long start = now_us(), i = 0;
    /* a frame here is touch(x,y) + ABS_X + ABS_Y + SYN = 5 events; pace per 1 ms tick */
    /* When the guest stalls (TCG on a busy host), the tool does not catch up in one burst
     * larger than the device's kernel buffer (256 events here): a backlog beyond 40 events
     * is forgiven and counted, so the flood measures the recorder, not the host's hiccups. */
    long long forgiven = 0;
    while (now_us() - start < seconds * 1000000LL) {
      long long due = (now_us() - start) * rate / 1000000LL - forgiven;
      if (due - sent > 40) {
        forgiven += due - sent - 40;
        due = sent + 40;
      }
      while (sent < due) one_frame(i++);
      usleep(1000);
    }
    printf("FLOOD sent=%lld events in %.3f s (%lld forgiven after stalls)\n", sent,
           (now_us() - start) / 1e6, forgiven);
    sync_done(1);
    sync_wait(2);
  } else {
    fprintf(stderr, "unknown scenario %s\n", scenario);
    return 2;
  }
  if (expect) fclose(expect);
  libevdev_uinput_destroy(uidev);
  return 0;
}
