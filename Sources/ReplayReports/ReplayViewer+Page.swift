import ReplayCore

extension ReplayViewer {
  /// The page's style sheet: system fonts only, nothing fetched.
  static let style = """
    body{font-family:system-ui,-apple-system,"DejaVu Sans",Helvetica,Arial,sans-serif;margin:16px;color:#222;background:#fff}
    header h1{font-size:18px;margin:0}header p{margin:4px 0 12px;color:#444;font-size:13px}
    header p.failed{color:#b00;font-weight:bold}
    main{display:flex;gap:24px;align-items:flex-start}
    #stage canvas{border:1px solid #333;background:#f4f4f4}
    #side{min-width:420px;max-width:600px;font-size:13px}
    #side h2,#plot h2{font-size:14px;margin:14px 0 4px}
    #failures{border:2px solid #b00;background:#fff4f4;padding:4px 10px;margin-bottom:10px}
    #failures h2{color:#b00;margin:4px 0}
    #failure-list{margin:0;padding-left:22px;max-height:420px;overflow:auto}
    #failure-list li{margin:4px 0}#failure-list li.current{background:#ffe0e0}
    #failure-list .values{display:grid;grid-template-columns:max-content 1fr;gap:0 8px;font-variant-numeric:tabular-nums}
    #failure-list pre{white-space:pre-wrap;margin:2px 0;font-size:12px}
    #step-list{margin:0;padding-left:22px;font-variant-numeric:tabular-nums}
    #step-list li.current{font-weight:bold}#step-list li.future{color:#999}
    #step-list .screen{color:#555}
    #controls{display:flex;gap:12px;align-items:center}
    #controls button{font-size:13px;padding:3px 10px}
    #scrub{width:100%;margin:0}
    #timeline-strip svg{display:block;width:100%;height:44px}
    #recognizer{font-size:12px;max-width:360px}
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
      const picker = document.getElementById("recognizer");
      const frameCount = data.frameTimes.length;
      const palette = ["#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"];
      const fingerColors = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b"];
      const [bx, by, bw, bh] = data.bounds;
      const [sx, sy, sw, sh] = data.screen;
      const scale = Math.min((canvas.width - 8) / Math.max(bw, 1), (canvas.height - 8) / Math.max(bh, 1));
      const px = (x) => 4 + (x - bx) * scale;
      const py = (y) => 4 + (y - by) * scale;
      const seconds = (t) => t.toFixed(3) + " s";
      const present = (value) => value !== null && value !== undefined;
      const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
      scrub.max = String(Math.max(frameCount - 1, 0));

      const summary = document.getElementById("summary");
      summary.textContent =
        (data.failures.length ? data.failures.length + " check(s) failed · " : "") +
        data.outcome + ", " + data.frameRate + " Hz, " + data.speed + "×, " + frameCount + " display frames, " +
        data.input.length + " input frames" +
        (present(data.release) ? ", release at " + seconds(data.release) : "") +
        (present(data.end) ? ", end at " + seconds(data.end) : "");
      if (data.failures.length) summary.className = "failed";
      document.getElementById("decision").textContent =
        data.decisions.length ? data.decisions.map((d) => seconds(d.t) + ": " + d.summary).join("\n") : "none";

      // The failed checks, first on the page, each linked to the frame that shows it.
      (function failures() {
        if (!data.failures.length) return;
        const section = document.getElementById("failures");
        section.hidden = false;
        document.getElementById("failures-title").textContent =
          "✗ " + data.failures.length + (data.failures.length === 1 ? " check failed" : " checks failed");
        const list = document.getElementById("failure-list");
        data.failures.forEach((failure, index) => {
          const item = document.createElement("li");
          item.id = "failure-" + index;
          let html = '<b>' + escape(failure.check || "check") + '</b> · <a href="#frame=' + failure.frame + '">frame ' +
            failure.frame + (present(failure.t) ? " · " + seconds(failure.t) : "") + "</a>";
          if (present(failure.expected) || present(failure.actual)) {
            html += '<div class="values"><span>expected</span><span class="expected">' + escape(failure.expected ?? "—") +
              '</span><span>actual</span><span class="actual">' + escape(failure.actual ?? "—") + "</span></div>";
          }
          html += "<pre>" + escape(failure.message) + "</pre>";
          item.innerHTML = html;
          list.appendChild(item);
        });
      })();

      // A session's steps, in order, each linked to its first frame, with the screen it was
      // taken on; the step at the current time is bold.
      (function steps() {
        if (!data.steps.length) return;
        document.getElementById("steps").hidden = false;
        const list = document.getElementById("step-list");
        data.steps.forEach((step, index) => {
          const item = document.createElement("li");
          item.id = "step-" + index;
          item.innerHTML = '<a href="#frame=' + step.frame + '">' + seconds(step.t) + "</a> " + escape(step.label) +
            (step.underTest ? " <b>(under test)</b>" : "") +
            (present(step.screen) ? ' <span class="screen">on ' + escape(step.screen) + "</span>" : "");
          list.appendChild(item);
        });
        if (present(data.lastScreen)) {
          const end = document.createElement("li");
          end.className = "end";
          end.innerHTML = '<span class="screen">at the end: ' + escape(data.lastScreen) + "</span>";
          list.appendChild(end);
        }
      })();

      // The last index in `list` whose time (by `key`) is at most `t`, or -1.
      function lastAtOrBefore(list, t, key) {
        let low = 0, high = list.length - 1, found = -1;
        while (low <= high) {
          const middle = (low + high) >> 1;
          if (key(list[middle]) <= t + 1e-9) { found = middle; low = middle + 1; } else { high = middle - 1; }
        }
        return found;
      }

      // The timeline strip: input frames, failures, start, release and end over the display
      // frames. Names that would touch go on separate rows.
      (function strip() {
        const total = frameCount > 1 ? data.frameTimes[frameCount - 1] : 1;
        const fraction = (t) => Math.min(Math.max(t / (total || 1), 0), 1);
        const x = (t) => (100 * fraction(t)).toFixed(3) + "%";
        let svg = '<svg xmlns="http://www.w3.org/2000/svg">';
        for (const sample of data.input) {
          svg += '<line x1="' + x(sample[0]) + '" x2="' + x(sample[0]) + '" y1="34" y2="42" stroke="#1f77b4"/>';
        }
        const marks = [["start", data.start, "#888"], ["release", data.release, "#888"], ["end", data.end, "#888"]];
        // Each step before the gesture under test, by its verb (tap, wait, settle, …).
        data.steps.forEach((step) => {
          if (!step.underTest) marks.push([step.label.split(" ")[0], step.t, "#2a7a2a"]);
        });
        data.failures.forEach((failure) => {
          if (failure.frame < frameCount) marks.push(["✗", data.frameTimes[failure.frame], "#b00"]);
        });
        const rows = [];  // per row, the fraction where its last name ends
        for (const [name, t, color] of marks) {
          if (!present(t)) continue;
          const at = fraction(t);
          const width = 0.012 * name.length + 0.01;
          let row = 0;
          while (row < rows.length && rows[row] > at - 0.005) row += 1;
          rows[row] = at + width;
          svg += '<line x1="' + x(t) + '" x2="' + x(t) + '" y1="0" y2="44" stroke="' + color + '" stroke-dasharray="' +
            (color === "#888" ? "2,2" : "none") + '" stroke-width="' + (color === "#888" ? 1 : 2) + '"/>';
          const anchor = at > 0.85 ? "end" : "start";
          svg += '<text x="' + x(t) + '" y="' + (9 + 10 * (row % 3)) + '" font-size="9" fill="' + color + '" text-anchor="' +
            anchor + '" dx="' + (anchor === "end" ? -2 : 2) + '">' + name + "</text>";
        }
        svg += "</svg>";
        document.getElementById("timeline-strip").innerHTML = svg;
      })();

      // The recognizers: "auto" (the one moving at the current time) first, then each track,
      // the one that drove the transition (or moved furthest) first.
      const auto = document.createElement("option");
      auto.value = "auto";
      auto.textContent = "auto: the recognizer moving now";
      picker.appendChild(auto);
      data.tracks.forEach((track, index) => {
        const option = document.createElement("option");
        option.value = String(index);
        option.textContent = track.recognizer + (index === 0 ? " (drove it, or moved furthest)" : "");
        picker.appendChild(option);
      });
      picker.hidden = data.tracks.length === 0;
      picker.addEventListener("change", () => draw(current));

      // A view's state at display frame `frame`: [x, y, w, h, alpha, scale] or null.
      function viewAt(view, frame) {
        const index = lastAtOrBefore(view.changes, frame, (change) => change[0]);
        if (index < 0) return null;
        const change = view.changes[index];
        return change[5] < 0 ? null : change.slice(1);
      }

      // Places a label of `width` × 12 near (x, y) where it overlaps no placed label and stays
      // inside the canvas; returns its rectangle.
      function placeLabel(placed, x, y, width) {
        const height = 12;
        const fits = (r) => r[0] >= 0 && r[1] >= 0 && r[0] + r[2] <= canvas.width && r[1] + r[3] <= canvas.height &&
          !placed.some((p) => r[0] < p[0] + p[2] && p[0] < r[0] + r[2] && r[1] < p[1] + p[3] && p[1] < r[1] + r[3]);
        // Whole pixels, so touching labels never overlap by a rounding error.
        const left = Math.round(Math.min(Math.max(x, 0), canvas.width - width));
        const top = Math.round(Math.min(Math.max(y, 0), canvas.height - height));
        for (let step = 0; step < 80; step += 1) {
          for (const dx of [0, 1, -1]) {
            const candidate = [Math.min(Math.max(left + dx * (width + 4) * (step > 0 ? 1 : 0), 0), canvas.width - width),
              Math.min(Math.max(top + step * height, 0), canvas.height - height), width, height];
            if (fits(candidate)) return candidate;
            const above = [candidate[0], Math.max(top - step * height, 0), width, height];
            if (fits(above)) return above;
          }
        }
        return [left, top, width, height];
      }

      let current = 0;
      function draw(frame) {
        current = Math.min(Math.max(frame | 0, 0), Math.max(frameCount - 1, 0));
        const t = frameCount ? data.frameTimes[current] : 0;
        scrub.value = String(current);
        clock.textContent = "frame " + current + " / " + Math.max(frameCount - 1, 0) + " · " + seconds(t) +
          (present(data.progress[current]) ? " · progress " + data.progress[current].toFixed(3) : "");
        context.clearRect(0, 0, canvas.width, canvas.height);
        // Outside the screen: shaded; views there are pinned to the margin.
        context.fillStyle = "#dcdcdc";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = "#f8f8f8";
        context.fillRect(px(sx), py(sy), sw * scale, sh * scale);
        context.strokeStyle = "#333";
        context.strokeRect(px(sx), py(sy), sw * scale, sh * scale);
        const failing = data.failures.filter((failure) => failure.frame === current);
        const marked = new Set(failing.map((failure) => failure.view).filter(present));
        const drawn = [];
        const labels = [];
        const labelText = [];
        data.views.forEach((view, index) => {
          const state = viewAt(view, current);
          if (!state) return;
          const [x, y, w, h, alpha, s] = state;
          const left = x - (w * s) / 2, top = y - (h * s) / 2, right = left + w * s, bottom = top + h * s;
          const offscreen = right <= sx || bottom <= sy || left >= sx + sw || top >= sy + sh;
          const color = marked.has(view.id) ? "#b00" : palette[index % palette.length];
          context.globalAlpha = Math.max(0.15, Math.min(1, alpha));
          context.lineWidth = marked.has(view.id) ? 3 : 1;
          context.strokeStyle = color;
          let anchorX, anchorY;
          if (offscreen) {
            // A marker on the margin, where the view left the screen.
            const cx = Math.min(Math.max(x, bx + 6), bx + bw - 6), cy = Math.min(Math.max(y, by + 6), by + bh - 6);
            context.fillStyle = color;
            context.beginPath();
            context.arc(px(cx), py(cy), 5, 0, 2 * Math.PI);
            context.fill();
            anchorX = px(cx) + 7; anchorY = py(cy) - 6;
          } else {
            // Clipped to the drawn area so a partly off-screen view stays in its place.
            const cl = Math.max(left, bx), ct = Math.max(top, by), cr = Math.min(right, bx + bw), cb = Math.min(bottom, by + bh);
            context.fillStyle = color + "26";
            context.fillRect(px(cl), py(ct), (cr - cl) * scale, (cb - ct) * scale);
            if (alpha < 0.999) context.setLineDash([4, 3]);
            context.strokeRect(px(cl), py(ct), (cr - cl) * scale, (cb - ct) * scale);
            context.setLineDash([]);
            anchorX = px(cl) + 2; anchorY = py(ct) + 1;
          }
          context.globalAlpha = 1;
          context.lineWidth = 1;
          const text = (marked.has(view.id) ? "✗ " : "") + view.label + (offscreen ? " (off screen)" : "");
          labelText.push([text, color, anchorX, anchorY]);
          drawn.push({ id: view.id, x: x, y: y, width: w, height: h, alpha: alpha, scale: s, offscreen: offscreen });
        });
        context.font = "10px sans-serif";
        for (const [text, color, x, y] of labelText) {
          const width = Math.ceil(context.measureText(text).width) + 4;
          const rect = placeLabel(labels, x, y, width);
          labels.push(rect);
          context.fillStyle = "rgba(255,255,255,0.8)";
          context.fillRect(rect[0], rect[1], rect[2], rect[3]);
          context.fillStyle = color === "#b00" ? "#b00" : "#222";
          context.fillText(text, rect[0] + 2, rect[1] + 10);
        }

        // The fingers: each touch's dot, and its track since the touches went down.
        const inputIndex = lastAtOrBefore(data.input, t, (sample) => sample[0]);
        let finger = null;
        if (inputIndex >= 0 && data.input[inputIndex][3] > 0) {
          const row = data.input[inputIndex];
          const points = (sample) => sample.length > 4
            ? Array.from({ length: (sample.length - 4) / 2 }, (_, i) => [sample[4 + 2 * i], sample[5 + 2 * i]])
            : [[sample[1], sample[2]]];
          let first = inputIndex;
          while (first > 0 && data.input[first - 1][3] > 0) first -= 1;
          context.lineWidth = 1.5;
          for (let i = first + 1; i <= inputIndex; i += 1) {
            const a = points(data.input[i - 1]), b = points(data.input[i]);
            if (a.length !== b.length) continue;
            b.forEach((point, touch) => {
              context.strokeStyle = fingerColors[touch % fingerColors.length] + "99";
              context.beginPath();
              context.moveTo(px(a[touch][0]), py(a[touch][1]));
              context.lineTo(px(point[0]), py(point[1]));
              context.stroke();
            });
          }
          context.lineWidth = 1;
          const now = points(row);
          now.forEach((point, touch) => {
            context.fillStyle = fingerColors[touch % fingerColors.length];
            context.globalAlpha = 0.85;
            context.beginPath();
            context.arc(px(point[0]), py(point[1]), 7, 0, 2 * Math.PI);
            context.fill();
            context.globalAlpha = 1;
          });
          finger = { x: row[1], y: row[2], touches: row[3] };
          canvas.dataset.fingers = JSON.stringify(now);
        } else {
          canvas.dataset.fingers = "[]";
        }
        canvas.dataset.frame = String(current);
        canvas.dataset.time = String(t);
        canvas.dataset.views = JSON.stringify(drawn);
        canvas.dataset.finger = JSON.stringify(finger);
        canvas.dataset.labels = JSON.stringify(labels);
        canvas.dataset.marked = JSON.stringify(Array.from(marked));
        document.querySelectorAll("#failure-list li").forEach((item, index) => {
          item.className = data.failures[index].frame === current ? "current" : "";
        });
        const step = lastAtOrBefore(data.steps, t, (s) => s.t);
        data.steps.forEach((_, index) => {
          const item = document.getElementById("step-" + index);
          if (item) item.className = index === step ? "current" : index > step ? "future" : "";
        });
        canvas.dataset.step = String(step);

        // In "auto", the track whose latest sample has begun and moved furthest; else the first.
        let track = null, sample = null;
        if (picker.value === "auto" || picker.value === "") {
          let best = -1;
          data.tracks.forEach((candidate, index) => {
            const at = lastAtOrBefore(candidate.samples, t, (s) => s.t);
            if (at < 0) return;
            const latest = candidate.samples[at];
            // Moving now beats finished, finished beats never began; then the furthest.
            const rank = latest.state === "began" || latest.state === "changed" ? 2
              : latest.state === "ended" || latest.state === "cancelled" ? 1 : 0;
            const score = rank * 1e9 + Math.hypot(latest.tx, latest.ty);
            if (score > best) { best = score; track = candidate; sample = latest; }
          });
        } else {
          track = data.tracks[Number(picker.value)];
          const at = track ? lastAtOrBefore(track.samples, t, (s) => s.t) : -1;
          sample = at >= 0 ? track.samples[at] : null;
        }
        document.getElementById("gesture").dataset.recognizer = track ? track.recognizer : "";
        document.getElementById("gesture").innerHTML = sample
          ? "<tr><td>recognizer</td><td>" + escape(track.recognizer) + "</td></tr>" +
            "<tr><td>state</td><td>" + sample.state + "</td></tr><tr><td>translation</td><td>(" + sample.tx.toFixed(1) +
            ", " + sample.ty.toFixed(1) + ") pt</td></tr><tr><td>velocity</td><td>(" + sample.vx.toFixed(0) + ", " +
            sample.vy.toFixed(0) + ") pt/s</td></tr><tr><td>at</td><td>" + seconds(sample.t) + "</td></tr>"
          : "<tr><td>no gesture sample yet</td></tr>";
        const callIndex = lastAtOrBefore(data.calls, t, (call) => call.t);
        const list = document.getElementById("calls");
        list.textContent = "";
        data.calls.forEach((call, index) => {
          const item = document.createElement("li");
          item.textContent = seconds(call.t) + " " + call.kind +
            (present(call.progress) ? " " + call.progress.toFixed(3) : "") +
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
        if (event.target === picker) return;
        if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
        else if (event.key === "ArrowRight") { event.preventDefault(); setPlaying(false); draw(current + 1); }
        else if (event.key === "ArrowLeft") { event.preventDefault(); setPlaying(false); draw(current - 1); }
        else if (event.key === "Home") { setPlaying(false); draw(0); }
        else if (event.key === "End") { setPlaying(false); draw(frameCount - 1); }
      });
      // The frame the address names; without one, the first failure's frame (else 0).
      function fromAddress() {
        const hash = new URLSearchParams(location.hash.slice(1));
        if (hash.has("frame")) return Number(hash.get("frame"));
        if (hash.has("t")) return Math.max(lastAtOrBefore(data.frameTimes, Number(hash.get("t")), (v) => v), 0);
        return data.failures.length ? data.failures[0].frame : 0;
      }
      // `#keys=ArrowRight,End,…` presses keys after opening (how the browser test checks them).
      function pressKeysFromAddress() {
        const keys = new URLSearchParams(location.hash.slice(1)).get("keys");
        if (!keys) return;
        for (const key of keys.split(",")) {
          document.dispatchEvent(new KeyboardEvent("keydown", { key: key === "Space" ? " " : key }));
        }
      }
      // Where the failures and the window are on the first screen, for the layout test.
      function recordLayout() {
        const box = (element) => {
          if (!element || element.hidden) return null;
          const r = element.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)];
        };
        document.body.dataset.layout = JSON.stringify({
          viewport: [window.innerWidth, window.innerHeight],
          firstFailure: box(document.getElementById("failure-0")),
          window: box(canvas),
        });
      }
      window.addEventListener("hashchange", () => { draw(fromAddress()); pressKeysFromAddress(); recordLayout(); });
      draw(fromAddress());
      pressKeysFromAddress();
      recordLayout();
    })();
    """#
}
