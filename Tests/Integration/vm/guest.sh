#!/bin/sh
# Runs in the test guest, whose root is the initramfs (busybox) plus the share's sysroot (the
# libraries of the programs below): the host's file system and the Swift toolchain are not
# there. /mnt is the host's output directory (read-write), fd 3 the control channel from the
# host. /mnt/config.sh sets GT (the gesturetape binary, a copy in the share), TOOL
# (uinput-tool), MODE, BENCH and, for MODE=demo, DEMO_GESTURES (the names of the logs to
# record, one gesture each).
# Console protocol: "STEP name READY" = the recorder listens, the host injects and answers
# "GO name" on fd 3; "STEP name END" = the step's files are in /mnt/logs.
. /mnt/config.sh
L=/mnt/logs
S=/run/sync
mkdir -p $L $S

node_named() {  # the event node of the device called $1
  for d in /sys/class/input/event*; do
    if [ "$(cat $d/device/name)" = "$1" ]; then echo /dev/input/$(basename $d); return; fi
  done
}

start_recorder() {  # start_recorder NAME ARGS...  (sets REC)
  name=$1; shift
  $GT record "$@" -o $L/$name.gtape 2> $L/$name.stderr &
  REC=$!
  i=0
  while ! grep -q '^Recording' $L/$name.stderr 2>/dev/null; do
    sleep 0.05; i=$((i + 1))
    if [ $i -gt 600 ] || ! kill -0 $REC 2>/dev/null; then echo "RECORDER_NOT_READY $name"; break; fi
  done
  # The files the running recorder has mapped: the binary and the shared libraries it needs.
  awk '$6 ~ /^\// {print $6}' /proc/$REC/maps 2>/dev/null | sort -u > $L/$name.maps
}

stop_recorder() {  # stop_recorder NAME SIGNAL
  kill -$2 $REC
  wait $REC
  echo $? > $L/$1.exit
}

wait_file() {  # wait_file PATH [tenths]
  i=0
  while [ ! -e "$1" ] && [ $i -lt ${2:-600} ]; do sleep 0.1; i=$((i + 1)); done
}

tool() {  # tool SCENARIO NAME [args]: start uinput-tool, wait for its node (sets TOOLPID NODE)
  rm -f $S/$2.*
  $TOOL $1 $S/$2.node $S/$2 $L/$2.expected "$3" "$4" > $L/$2.tool 2>&1 &
  TOOLPID=$!
  wait_file $S/$2.node
  NODE=$(cat $S/$2.node)
  wait_file "$NODE"
  sleep 0.2  # udev-less: let the node settle
}

# What this root holds: no Swift toolchain, no host file system; every shared library there is.
{ ls -d /opt /usr/lib/swift /host 2>/dev/null; ls /; } > $L/root.txt
find / -xdev \( -name '*.so' -o -name '*.so.*' \) 2>/dev/null | sort > $L/root-libs.txt
find /mnt/sysroot \( -name '*.so' -o -name '*.so.*' \) | sed 's|^/mnt/sysroot||' | sort \
  >> $L/root-libs.txt

$GT devices > $L/devices.txt 2> $L/devices.stderr
echo $? > $L/devices.exit

if [ "$MODE" = touchscreen ]; then
  # ---- QEMU 10's virtio multitouch device, the only pointer of this VM; QMP "mtt" events ----
  start_recorder touchscreen $(node_named "QEMU Virtio MultiTouch")
  echo "STEP touchscreen READY"
  read -r answer <&3
  sleep 0.5
  stop_recorder touchscreen INT
  echo "STEP touchscreen END"
  exit 0
fi

if [ "$MODE" = demo ]; then
  # ---- demo recordings: one log per gesture the host injects (QMP "mtt") on the touchscreen ----
  SCREEN=$(node_named "QEMU Virtio MultiTouch")
  for name in $DEMO_GESTURES; do
    start_recorder $name $SCREEN
    echo "STEP $name READY"
    read -r answer <&3
    sleep 0.3
    stop_recorder $name INT
    echo "STEP $name END"
  done
  exit 0
fi

MOUSE=$(node_named "QEMU Virtio Mouse")
TABLET=$(node_named "QEMU Virtio Tablet")
KEYBOARD=$(node_named "QEMU Virtio Keyboard")
echo "NODES mouse=$MOUSE tablet=$TABLET keyboard=$KEYBOARD"

if [ "$BENCH" = 1 ]; then
  # ---- benchmark: a uinput flood recorded by gesturetape, then by evemu-record ----
  # Both run from the guest's tmpfs, as from a local disk whose cache holds the whole file
  # (the most a warm cache can map in); the logs go to tmpfs too.
  cp $GT /run/gesturetape-bench-copy
  cp /mnt/bin/evemu-record /run/evemu-record
  for rec in gesturetape evemu; do
    tool flood bench-$rec "$RATE" "$SECONDS_"
    if [ $rec = gesturetape ]; then
      /run/gesturetape-bench-copy record $NODE -o /run/bench.gtape 2> $L/bench-$rec.stderr &
    else
      /run/evemu-record $NODE > /run/bench.evemu 2> $L/bench-$rec.stderr &
    fi
    REC=$!
    sleep 1
    touch $S/bench-$rec.go1
    : > $L/bench-$rec.rss
    while [ ! -e $S/bench-$rec.done1 ]; do
      grep VmRSS /proc/$REC/status | awk '{print $2}' >> $L/bench-$rec.rss
      sleep 5
    done
    sleep 1
    cut -d' ' -f14,15 /proc/$REC/stat > $L/bench-$rec.cpu
    kill -INT $REC; wait $REC
    touch $S/bench-$rec.go2; wait $TOOLPID
    if [ $rec = gesturetape ]; then
      $GT inspect /run/bench.gtape > $L/bench-$rec.inspect 2>&1
      grep -c '"marker"' /run/bench.gtape > $L/bench-$rec.markers
      wc -c < /run/bench.gtape > $L/bench-$rec.size
    else
      grep -c '^E:' /run/bench.evemu > $L/bench-$rec.events
      grep -c '^E: [0-9.]* 0000 0003' /run/bench.evemu > $L/bench-$rec.markers
    fi
    rm -f /run/bench.*
    echo "STEP bench-$rec END"
  done
  exit 0
fi

# ---- 1. virtio mouse, tablet, keyboard in one log; the host injects through QMP ----
start_recorder virtio $MOUSE $TABLET $KEYBOARD
echo "STEP virtio READY"
read -r answer <&3
sleep 0.5
stop_recorder virtio INT
echo "STEP virtio END"

# ---- 2. two-finger swipe and pinch on a uinput touchpad ----
tool gestures touchpad
start_recorder touchpad $NODE
touch $S/touchpad.go1; wait_file $S/touchpad.done1
sleep 0.3
stop_recorder touchpad INT
touch $S/touchpad.go2; wait $TOOLPID
$GT inspect $L/touchpad.gtape > $L/touchpad.inspect 2>&1
echo $? > $L/touchpad.inspect.exit
echo "STEP touchpad END"

# ---- 2b. a clickpad session: strokes, clicks, click-drags, taps, a two-finger scroll ----
tool clickpad clickpad
start_recorder clickpad $NODE
touch $S/clickpad.go1; wait_file $S/clickpad.done1 300
sleep 0.3
stop_recorder clickpad INT
touch $S/clickpad.go2; wait $TOOLPID
echo "STEP clickpad END"

# ---- 3. a device removed mid-recording (ENODEV), another one still recorded ----
tool gestures removed
start_recorder removed $NODE $KEYBOARD
touch $S/removed.go1; wait_file $S/removed.done1
sleep 0.3
touch $S/removed.go2; wait $TOOLPID
sleep 0.5
if kill -0 $REC 2>/dev/null; then echo alive > $L/removed.alive; fi
stop_recorder removed INT
echo "STEP removed END"

# ---- 4. SIGINT while events stream in: the file is complete ----
tool stream sigint
start_recorder sigint $NODE
touch $S/sigint.go1
sleep 1
stop_recorder sigint INT
touch $S/sigint.stop; wait_file $S/sigint.done1; touch $S/sigint.go2; wait $TOOLPID
echo "STEP sigint END"

# ---- 5. SIGKILL while events stream in: the .partial file holds a loadable prefix ----
tool stream sigkill
start_recorder sigkill $NODE
touch $S/sigkill.go1
sleep 1
awk '{print $1}' /proc/uptime > $L/sigkill.killtime
kill -KILL $REC
awk '{print $1}' /proc/uptime >> $L/sigkill.killtime
wait $REC
echo $? > $L/sigkill.exit
touch $S/sigkill.stop; wait_file $S/sigkill.done1; touch $S/sigkill.go2; wait $TOOLPID
echo "STEP sigkill END"

# ---- 6. SYN_DROPPED: a flood while the recorder is stopped, then SIGCONT ----
tool drop drop
start_recorder drop $NODE
touch $S/drop.go1; wait_file $S/drop.done1
sleep 0.5
kill -STOP $REC
touch $S/drop.go2; wait_file $S/drop.done2
kill -CONT $REC
sleep 0.5
touch $S/drop.go3; wait_file $S/drop.done3
sleep 0.5
stop_recorder drop INT
touch $S/drop.go4; wait $TOOLPID
echo "STEP drop END"
