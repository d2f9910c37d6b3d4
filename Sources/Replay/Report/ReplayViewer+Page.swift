extension ReplayViewer {
  /// The page's style sheet: system fonts only, nothing fetched.
  static let style = """
    body{font-family:system-ui,-apple-system,"DejaVu Sans",Helvetica,Arial,sans-serif;margin:16px;color:#222;background:#fff}
    header h1{font-size:18px;margin:0}header p{margin:4px 0 12px;color:#444;font-size:13px}
    main{display:flex;gap:24px;align-items:flex-start}
    #stage canvas{border:1px solid #333;background:#f4f4f4}
    #side{min-width:420px;max-width:560px;font-size:13px}
    #side h2,#plot h2{font-size:14px;margin:14px 0 4px}
    #controls{display:flex;gap:12px;align-items:center}
    #controls button{font-size:13px;padding:3px 10px}
    #scrub{width:100%;margin:0}
    #timeline-strip svg{display:block;width:100%;height:34px}
    #gesture td{padding:1px 10px 1px 0;font-variant-numeric:tabular-nums}
    #calls{max-height:180px;overflow:auto;margin:0;padding-left:28px;font-variant-numeric:tabular-nums}
    #calls li.future{color:#aaa}#calls li.current{font-weight:bold}
    #errors:empty{display:none}#errors{color:#b00;white-space:pre-wrap}
    #plot svg{max-width:100%;height:auto}
    """

  /// The page's script: reads the embedded data, draws the current frame, scrubs and plays.
  static let script = #"""
    "use strict";
    (function () {
      const errors = document.getElementById("errors");
      window.addEventListener("error", (event) => { errors.textContent += String(event.message) + "\n"; });
      const data = JSON.parse(document.getElementById("replay-data").textContent);
      const canvas = document.getElementById("window");
      const context = canvas.getContext("2d");
      const scrub = document.getElementById("scrub");
      const clock = document.getElementById("clock");
      const play = document.getElementById("play");
      const frameCount = data.frameTimes.length;
      const palette = ["#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"];
      const [bx, by, bw, bh] = data.bounds;
      const scale = Math.min((canvas.width - 20) / Math.max(bw, 1), (canvas.height - 20) / Math.max(bh, 1));
      const px = (x) => 10 + (x - bx) * scale;
      const py = (y) => 10 + (y - by) * scale;
      const seconds = (t) => t.toFixed(3) + " s";
      scrub.max = String(Math.max(frameCount - 1, 0));

      document.getElementById("summary").textContent =
        data.outcome + ", " + data.frameRate + " Hz, " + data.speed + "×, " + frameCount + " display frames, " +
        data.input.length + " input frames" +
        (data.release !== null && data.release !== undefined ? ", release at " + seconds(data.release) : "") +
        (data.end !== null && data.end !== undefined ? ", end at " + seconds(data.end) : "");
      document.getElementById("decision").textContent =
        data.decisions.length ? data.decisions.map((d) => seconds(d.t) + ": " + d.summary).join("\n") : "none";

      // The last index in `list` whose time (by `key`) is at most `t`, or -1.
      function lastAtOrBefore(list, t, key) {
        let low = 0, high = list.length - 1, found = -1;
        while (low <= high) {
          const middle = (low + high) >> 1;
          if (key(list[middle]) <= t + 1e-9) { found = middle; low = middle + 1; } else { high = middle - 1; }
        }
        return found;
      }

      // The timeline strip: input frames, start, release and end over the display frames.
      (function strip() {
        const total = frameCount > 1 ? data.frameTimes[frameCount - 1] : 1;
        const fraction = (t) => Math.min(Math.max(t / (total || 1), 0), 1);
        const x = (t) => (100 * fraction(t)).toFixed(3) + "%";
        let svg = '<svg xmlns="http://www.w3.org/2000/svg">';
        for (const sample of data.input) {
          svg += '<line x1="' + x(sample[0]) + '" x2="' + x(sample[0]) + '" y1="22" y2="30" stroke="#1f77b4"/>';
        }
        const marks = [["start", data.start], ["release", data.release], ["end", data.end]];
        let row = 0;
        for (const [name, t] of marks) {
          if (t === null || t === undefined) continue;
          svg += '<line x1="' + x(t) + '" x2="' + x(t) + '" y1="0" y2="34" stroke="#888" stroke-dasharray="2,2"/>';
          const anchor = fraction(t) > 0.85 ? "end" : "start";
          svg += '<text x="' + x(t) + '" y="' + (9 + 9 * (row % 2)) + '" font-size="9" fill="#555" text-anchor="' +
            anchor + '">' + name + "</text>";
          row += 1;
        }
        svg += "</svg>";
        document.getElementById("timeline-strip").innerHTML = svg;
      })();

      // A view's state at display frame `frame`: [x, y, w, h, alpha, scale] or null.
      function viewAt(view, frame) {
        const index = lastAtOrBefore(view.changes, frame, (change) => change[0]);
        if (index < 0) return null;
        const change = view.changes[index];
        return change[5] < 0 ? null : change.slice(1);
      }

      let current = 0;
      function draw(frame) {
        current = Math.min(Math.max(frame | 0, 0), Math.max(frameCount - 1, 0));
        const t = frameCount ? data.frameTimes[current] : 0;
        scrub.value = String(current);
        clock.textContent = "frame " + current + " / " + Math.max(frameCount - 1, 0) + " · " + seconds(t) +
          (data.progress[current] !== null && data.progress[current] !== undefined ? " · progress " + data.progress[current].toFixed(3) : "");
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.strokeStyle = "#333";
        context.strokeRect(px(0), py(0), 375 * scale, 667 * scale);
        const drawn = [];
        const labelled = new Map();  // label corners in use, so coinciding views' labels stack
        data.views.forEach((view, index) => {
          const state = viewAt(view, current);
          if (!state) return;
          const [x, y, w, h, alpha, s] = state;
          const left = x - (w * s) / 2, top = y - (h * s) / 2;
          context.globalAlpha = Math.max(0, Math.min(1, alpha));
          context.fillStyle = palette[index % palette.length] + "33";
          context.strokeStyle = palette[index % palette.length];
          context.fillRect(px(left), py(top), w * s * scale, h * s * scale);
          context.strokeRect(px(left), py(top), w * s * scale, h * s * scale);
          context.globalAlpha = 1;
          context.fillStyle = "#222";
          context.font = "10px sans-serif";
          const corner = Math.round(px(left)) + "," + Math.round(py(top));
          const stacked = labelled.get(corner) || 0;
          labelled.set(corner, stacked + 1);
          context.fillText(view.label, px(left) + 2, py(top) + 11 + 11 * stacked);
          drawn.push({ id: view.id, x: x, y: y, width: w, height: h, alpha: alpha, scale: s });
        });
        const inputIndex = lastAtOrBefore(data.input, t, (sample) => sample[0]);
        let finger = null;
        if (inputIndex >= 0 && data.input[inputIndex][3] > 0) {
          const [, x, y, touches] = data.input[inputIndex];
          finger = { x: x, y: y, touches: touches };
          context.fillStyle = "rgba(31,119,180,0.85)";
          context.beginPath();
          context.arc(px(x), py(y), 9, 0, 2 * Math.PI);
          context.fill();
          if (touches > 1) { context.fillStyle = "#fff"; context.font = "bold 10px sans-serif"; context.fillText(String(touches), px(x) - 3, py(y) + 4); }
        }
        canvas.dataset.frame = String(current);
        canvas.dataset.time = String(t);
        canvas.dataset.views = JSON.stringify(drawn);
        canvas.dataset.finger = JSON.stringify(finger);

        const gestureIndex = lastAtOrBefore(data.gesture, t, (sample) => sample.t);
        const sample = gestureIndex >= 0 ? data.gesture[gestureIndex] : null;
        document.getElementById("gesture").innerHTML = sample
          ? "<tr><td>state</td><td>" + sample.state + (sample.recognizer ? " (" + sample.recognizer + ")" : "") +
            "</td></tr><tr><td>translation</td><td>(" + sample.tx.toFixed(1) + ", " + sample.ty.toFixed(1) +
            ") pt</td></tr><tr><td>velocity</td><td>(" + sample.vx.toFixed(0) + ", " + sample.vy.toFixed(0) +
            ") pt/s</td></tr><tr><td>at</td><td>" + seconds(sample.t) + "</td></tr>"
          : "<tr><td>no gesture sample yet</td></tr>";
        const callIndex = lastAtOrBefore(data.calls, t, (call) => call.t);
        const list = document.getElementById("calls");
        list.textContent = "";
        data.calls.forEach((call, index) => {
          const item = document.createElement("li");
          item.textContent = seconds(call.t) + " " + call.kind +
            (call.progress !== null && call.progress !== undefined ? " " + call.progress.toFixed(3) : "") +
            (call.arguments ? " " + call.arguments : "");
          item.className = index > callIndex ? "future" : index === callIndex ? "current" : "";
          list.appendChild(item);
        });
        // Keep the current call in sight inside the list (the page itself does not scroll).
        const currentItem = callIndex >= 0 ? list.children[callIndex] : null;
        if (currentItem) list.scrollTop = Math.max(0, currentItem.offsetTop - list.offsetTop - list.clientHeight / 2);
      }

      let playing = false, playStart = 0, playFrom = 0;
      function tick(now) {
        if (!playing) return;
        const t = data.frameTimes[playFrom] + ((now - playStart) / 1000) * data.speed;
        const frame = lastAtOrBefore(data.frameTimes, t, (value) => value);
        draw(frame);
        if (frame >= frameCount - 1) { setPlaying(false); return; }
        requestAnimationFrame(tick);
      }
      function setPlaying(on) {
        playing = on && frameCount > 1;
        play.textContent = playing ? "❚❚ pause" : "▶ play";
        if (playing) {
          playFrom = current >= frameCount - 1 ? 0 : current;
          playStart = performance.now();
          requestAnimationFrame(tick);
        }
      }
      play.addEventListener("click", () => setPlaying(!playing));
      scrub.addEventListener("input", () => { setPlaying(false); draw(Number(scrub.value)); });
      document.addEventListener("keydown", (event) => {
        if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
        else if (event.key === "ArrowRight") { event.preventDefault(); setPlaying(false); draw(current + 1); }
        else if (event.key === "ArrowLeft") { event.preventDefault(); setPlaying(false); draw(current - 1); }
        else if (event.key === "Home") { setPlaying(false); draw(0); }
        else if (event.key === "End") { setPlaying(false); draw(frameCount - 1); }
      });
      function fromAddress() {
        const hash = new URLSearchParams(location.hash.slice(1));
        if (hash.has("frame")) return Number(hash.get("frame"));
        if (hash.has("t")) return Math.max(lastAtOrBefore(data.frameTimes, Number(hash.get("t")), (v) => v), 0);
        return 0;
      }
      // `#keys=ArrowRight,End,…` presses keys after opening (how the browser test checks them).
      function pressKeysFromAddress() {
        const keys = new URLSearchParams(location.hash.slice(1)).get("keys");
        if (!keys) return;
        for (const key of keys.split(",")) {
          document.dispatchEvent(new KeyboardEvent("keydown", { key: key === "Space" ? " " : key }));
        }
      }
      window.addEventListener("hashchange", () => { draw(fromAddress()); pressKeysFromAddress(); });
      draw(fromAddress());
      pressKeysFromAddress();
    })();
    """#
}
