// Camera mode: frames go to the server over a WebSocket (JPEG, ~640 px, up to 15 a second, one
// in flight); the answers (grid corners, then the solution or the next hint) are drawn on a canvas
// over the live video on every animation frame, from the latest corners, so the drawing follows
// the grid without waiting for the server on each drawn frame.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const FRAME_SIDE = 640;        // longer side of the frames sent
  const MIN_INTERVAL_MS = 1000 / 15;
  const STALE_MS = 600;          // corners older than this are not drawn (the grid left the view)
  const MAX_AHEAD_MS = 250;      // motion is extrapolated at most this far past the captured frame
  const JUMP = 0.15;             // a corner moving more than this share of the width between answers jumped
  const MISS = 1 / 27;           // answers whose corners land farther than this share of the grid's width
                                 // (a third of a cell) from where the motion so far put them: the grid moves
                                 // too unsteadily to draw on, so only its outline is drawn until it settles
  const FAST = 1;                // nor while the grid moves more than this many of its own widths a second:
                                 // a round trip of motion is then more than a cell, too far to predict

  const video = $('camera-video');
  const overlay = $('camera-overlay');
  const grab = document.createElement('canvas');
  const state = {
    stream: null, socket: null, inFlight: false, lastSent: 0, timer: null,
    // the latest answer with the time its frame was captured, and the one before (for the motion)
    answer: null, answerAt: 0, previous: null, previousAt: 0, capturedAt: 0,
    // for the page tests: when a grid was first seen, when the answer was first drawn, round trips
    stats: { framesSent: 0, answers: 0, firstGridAt: 0, solvedAt: 0, drawnDigits: 0, shadedCells: 0, circled: 0, ticked: 0, roundTripMs: 0 },
  };
  window.lensCamera = state;
  // for the page tests: the corners the overlay would be drawn at now, in video pixels
  state.cornersNow = () => currentCorners(performance.now());

  $('camera-start').addEventListener('click', start);
  $('camera-stop').addEventListener('click', stop);
  $('camera-show').addEventListener('change', sendSetting);

  async function start() {
    showError(null);
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      showError('This browser gives no camera here: open the page over https (serve --tls) or on localhost.');
      return;
    }
    try {
      state.stream = await navigator.mediaDevices.getUserMedia({
        audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch (e) {
      showError('The camera could not be opened (' + e.name + '): allow the camera for this page and try again.');
      return;
    }
    video.srcObject = state.stream;
    await video.play();
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(proto + '//' + location.host + '/ws/camera');
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => { sendSetting(); pump(); };
    socket.onmessage = (e) => receive(JSON.parse(e.data));
    socket.onclose = () => { if (state.socket === socket) { status('The connection to the server closed.'); state.socket = null; } };
    state.socket = socket;
    $('camera-start').hidden = true;
    $('camera-stop').hidden = false;
    status('Looking for a grid…');
    requestAnimationFrame(draw);
  }

  function stop() {
    if (state.socket) { const s = state.socket; state.socket = null; s.close(); }
    if (state.stream) state.stream.getTracks().forEach((t) => t.stop());
    state.stream = null;
    clearTimeout(state.timer);
    state.answer = null;
    $('camera-start').hidden = false;
    $('camera-stop').hidden = true;
    status('Camera stopped.');
  }

  function sendSetting() {
    if (state.socket && state.socket.readyState === WebSocket.OPEN) {
      state.socket.send(JSON.stringify({ show: $('camera-show').value }));
    }
  }

  /** Sends the next frame when none is in flight, at most 15 a second. */
  function pump() {
    clearTimeout(state.timer);
    if (!state.socket || state.socket.readyState !== WebSocket.OPEN) return;
    const wait = state.lastSent + MIN_INTERVAL_MS - performance.now();
    if (state.inFlight || wait > 0 || !video.videoWidth) {
      state.timer = setTimeout(pump, Math.max(5, wait));
      return;
    }
    const scale = FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight);
    grab.width = Math.round(video.videoWidth * Math.min(1, scale));
    grab.height = Math.round(video.videoHeight * Math.min(1, scale));
    grab.getContext('2d').drawImage(video, 0, 0, grab.width, grab.height);
    state.inFlight = true;
    state.lastSent = performance.now();
    state.capturedAt = state.lastSent;
    grab.toBlob((blob) => {
      if (blob && state.socket && state.socket.readyState === WebSocket.OPEN) {
        state.socket.send(blob);
        state.stats.framesSent++;
      } else {
        state.inFlight = false;
      }
      state.timer = setTimeout(pump, MIN_INTERVAL_MS);
    }, 'image/jpeg', 0.8);
  }

  function receive(a) {
    state.inFlight = false;
    state.stats.answers++;
    if (a.error) {
      showError(a.error);
      if (a.status !== 503) stop();
      return;
    }
    const now = performance.now();
    const rtt = now - state.capturedAt;
    state.stats.roundTripMs = state.stats.roundTripMs ? 0.9 * state.stats.roundTripMs + 0.1 * rtt : rtt;
    if (a.corners && !state.stats.firstGridAt) state.stats.firstGridAt = now;
    state.unsteady = a.corners ? missedBy(a, state.capturedAt) > MISS * gridWidth(a.corners)
        || speed(a, state.capturedAt) > FAST * gridWidth(a.corners) : false;
    state.previous = state.answer && state.answer.corners ? state.answer : null;
    state.previousAt = state.answerAt;
    state.answer = a;
    state.answerAt = state.capturedAt;
    if (a.solution && !state.stats.solvedAt) state.stats.solvedAt = now;
    describe(a);
    pump();
  }

  function describe(a) {
    const hintBox = $('camera-hint');
    if (a.solution && $('camera-show').value === 'check') {
      // a grid being filled in, checked as verify checks it: its slips, not the answer
      const n = (a.mistake_cells || []).length;
      status(n ? n + (n === 1 ? ' written digit does' : ' written digits do') + ' not fit the solution: circled in red.'
        : 'No mistakes in the digits written so far.');
      hintBox.hidden = true;
    } else if (a.solution) {
      status('Solved: the answer is drawn on the grid.');
      const h = $('camera-show').value === 'hint' && a.hint;
      hintBox.textContent = h ? 'Hint: ' + a.hint.sentence : '';
      hintBox.hidden = !h;
    } else if (a.reason) {
      status('No answer: ' + a.reason + '. Hold the page flat and steady.');
    } else if (a.advice) {
      status(a.advice.charAt(0).toUpperCase() + a.advice.slice(1) + '.');
    } else if (a.corners) {
      status('Reading the grid… (' + a.digits + ' digits)');
    } else {
      status('Looking for a grid…');
    }
  }

  /**
   * Corners in video pixels now: the latest ones moved on to now (`predicted`). A stale
   * answer (the grid left the view) is not drawn.
   */
  function currentCorners(now) {
    const a = state.answer;
    if (!a || !a.corners || now - state.answerAt > STALE_MS) return null;
    const sx = video.videoWidth / a.width;
    const sy = video.videoHeight / a.height;
    return predicted(now).map((x, i) => x * (i % 2 === 0 ? sx : sy));
  }

  /**
   * The latest answer's corners (in its frame's pixels) moved on to time `at` by the grid's motion
   * between the last two answered frames (an answer arrives a round trip after its frame was
   * captured); unmoved after a jump (a new grid, a loop in the video) or a long gap.
   */
  function predicted(at) {
    const a = state.answer, p = state.previous;
    const dt = state.answerAt - state.previousAt;
    const ahead = Math.min(at - state.answerAt, MAX_AHEAD_MS);
    const moving = p && p.width === a.width && dt > 0 && dt < 400
        && a.corners.every((v, i) => Math.abs(v - p.corners[i]) < JUMP * a.width);
    return moving ? a.corners.map((v, i) => v + (v - p.corners[i]) / dt * ahead) : a.corners;
  }

  /**
   * How far (mean pixels per corner) the answer's corners are from where the last two answers'
   * motion put them at its capture time; 0 when there is no motion to go by yet.
   */
  function missedBy(a, at) {
    const p = state.answer, pp = state.previous;
    if (!p || !p.corners || !pp || !pp.corners || p.width !== a.width) return 0;
    return meanDistance(a.corners, predicted(at));
  }

  /** How fast the grid moves, in pixels a second (mean over the corners), from the last answer to this one. */
  function speed(a, at) {
    const p = state.answer;
    if (!p || !p.corners || p.width !== a.width || at <= state.answerAt) return 0;
    return meanDistance(a.corners, p.corners) / (at - state.answerAt) * 1000;
  }

  /** The mean distance between the corresponding corners of two quads ([x1, y1, ... x4, y4]). */
  function meanDistance(c, d) {
    let sum = 0;
    for (let i = 0; i < 8; i += 2) sum += Math.hypot(c[i] - d[i], c[i + 1] - d[i + 1]);
    return sum / 4;
  }

  function gridWidth(c) {
    return (Math.hypot(c[2] - c[0], c[3] - c[1]) + Math.hypot(c[4] - c[6], c[5] - c[7])) / 2;
  }

  function draw() {
    if (!state.stream) return;
    requestAnimationFrame(draw);
    const w = video.videoWidth, h = video.videoHeight;
    if (!w) return;
    if (overlay.width !== w || overlay.height !== h) { overlay.width = w; overlay.height = h; }
    const ctx = overlay.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const corners = currentCorners(performance.now());
    if (!corners) return;
    const a = state.answer;
    LensOverlay.outline(ctx, corners, a.solution ? '#28c840' : a.reason ? '#e5484d' : '#ffc53d', Math.max(2, w / 320));
    if (a.solution && !state.unsteady) {
      if ($('camera-show').value === 'hint' && a.hint) {
        // the cells the step reasons in, shaded under its marks and digit (as on a photo)
        state.stats.shadedCells = LensOverlay.shadeCells(ctx, corners, a.hint.cells.map(LensOverlay.cellIndex));
      }
      // slips of the pen in red, the right digit drawn in; revised readings in amber, as on a photo;
      // checking the grid, the person's right digits ticked, as verify marks its picture
      const ticked = $('camera-show').value === 'check' ? (a.written_cells || []).map(LensOverlay.cellIndex) : [];
      state.stats.circled = LensOverlay.drawMarks(ctx, corners, (a.mistake_cells || []).map(LensOverlay.cellIndex), ticked,
        undefined, [], (a.corrected_cells || []).map(LensOverlay.cellIndex));
      state.stats.ticked = ticked.length;
      state.stats.drawnDigits = LensOverlay.drawDigits(ctx, corners, digitsToShow(a));
    }
  }

  /** The missing digits, or only the hint's placements, or none (mistakes only), as [cell, digit] pairs. */
  function digitsToShow(a) {
    if ($('camera-show').value === 'check') return [];
    if ($('camera-show').value !== 'hint') return LensOverlay.missing(a.puzzle, a.solution);
    return a.hint ? a.hint.placements.map((p) => [LensOverlay.cellIndex(p.cell), p.digit]) : [];
  }

  function status(text) { $('camera-status').textContent = text; }

  function showError(sentence) {
    $('camera-error').textContent = sentence || '';
    $('camera-error').hidden = !sentence;
  }
}());
