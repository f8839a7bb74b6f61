// Sudoku Lens page: tabs, photo upload (solve or verify) and puzzle text. No build step: plain JS.
"use strict";

const $ = (id) => document.getElementById(id);

const tabs = Array.from(document.querySelectorAll('nav [role=tab]'));

/** Shows one tab's panel; only the selected tab is in the Tab order (the WAI-ARIA tabs pattern). */
function showTab(button) {
  tabs.forEach((b) => {
    const on = b === button;
    b.setAttribute('aria-selected', on);
    b.tabIndex = on ? 0 : -1;
    $(b.dataset.panel).hidden = !on;
  });
}
tabs.forEach((b) => b.addEventListener('click', () => showTab(b)));
// Arrow keys, Home and End move between the tabs, as in every tab list.
tabs.forEach((b, i) => b.addEventListener('keydown', (e) => {
  const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length];
  showTab(next);
  next.focus();
}));

/** Shows a sentence in an error box (or hides it for null). */
function showError(box, sentence) {
  box.textContent = sentence || '';
  box.hidden = !sentence;
}

/** Calls the server; resolves to the JSON answer, rejects with the server's sentence. */
async function api(url, options) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (e) {
    throw new Error('the server cannot be reached: is sudoku-lens serve still running?');
  }
  let body = null;
  try {
    body = await response.json();
  } catch (e) {
    body = null;
  }
  if (!response.ok) {
    const err = new Error(body && body.error ? body.error : 'the server answered ' + response.status);
    err.status = response.status;
    err.read = body && body.read;
    throw err;
  }
  return body;
}

/** Fills a .board element: 81 cells; givens bold, added digits blue, marked cells by class. */
function drawBoard(el, line, givens, marks) {
  el.replaceChildren();
  for (let i = 0; i < 81; i++) {
    const cell = document.createElement('span');
    const d = line && line[i] && line[i] !== '0' && line[i] !== '.' ? line[i] : '';
    cell.textContent = d;
    if (d && givens && givens[i] !== '0' && givens[i] !== '.') cell.className = 'given';
    else if (d && givens) cell.className = 'added';
    if (marks && marks[i]) cell.classList.add(marks[i]);
    el.appendChild(cell);
  }
  // role=img hides the cells from screen readers: the label says the board row by row
  el.setAttribute('aria-label', (el.dataset.title || 'The board') + '. ' + boardRows(line));
}

/** The board as a screen reader should say it: "Row 1: 5 3 blank blank 7 ...; Row 2: ...". */
function boardRows(line) {
  const rows = [];
  for (let r = 0; r < 9; r++) {
    const cells = [];
    for (let c = 0; c < 9; c++) {
      const ch = line ? line[r * 9 + c] : '';
      cells.push(ch && ch !== '0' && ch !== '.' ? ch : 'blank');
    }
    rows.push('Row ' + (r + 1) + ': ' + cells.join(' '));
  }
  return rows.join('; ');
}

const cellIndex = LensOverlay.cellIndex;

function listSteps(ol, steps) {
  ol.replaceChildren();
  (steps || []).forEach((s) => {
    const li = document.createElement('li');
    li.textContent = s.sentence;
    ol.appendChild(li);
  });
}

// ---- Photo ------------------------------------------------------------------------------------

const drop = $('drop-zone');
['dragenter', 'dragover'].forEach((t) => drop.addEventListener(t, (e) => { e.preventDefault(); drop.classList.add('over'); }));
['dragleave', 'drop'].forEach((t) => drop.addEventListener(t, () => drop.classList.remove('over')));
drop.addEventListener('drop', (e) => {
  e.preventDefault();
  if (e.dataTransfer.files.length) sendPhoto(e.dataTransfer.files[0]);
});
$('photo-file').addEventListener('change', (e) => {
  if (e.target.files.length) sendPhoto(e.target.files[0]);
  e.target.value = '';
});
/** The rows that go with verifying (the printed puzzle) or solving (what to show), as the switch stands. */
function syncVerifyRows() {
  const verify = $('verify-switch').checked;
  $('givens-row').hidden = !verify;
  $('photo-show-row').hidden = verify;
}
$('verify-switch').addEventListener('change', syncVerifyRows);
// a browser that restores the form on reload may bring the switch back on
syncVerifyRows();
// the last photo answered: switching between the solution and the next hint redraws it, no new upload
let lastSolved = null;
$('photo-show').addEventListener('change', () => { if (lastSolved) showSolved(lastSolved.answer, lastSolved.img); });

/** Loads the chosen file as an image (for the canvas); resolves to null when the browser cannot show it. */
function loadImage(file) {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = URL.createObjectURL(file);
  });
}

/** Longest side of a photo as sent: the server reads the grid from 1,200 px of it; the page draws on the photo itself. */
const SEND_SIDE = 2400;
/** Photos up to this many bytes and SEND_SIDE pixels go as they are. */
const SEND_BYTES = 4 * 1024 * 1024;

/**
 * The photo as sent: a phone's 24 or 48 MP photo (over the server's 10 MB or 4096 px, and slow
 * over a phone's link) shrunk to SEND_SIDE px and sent as JPEG, on white (a transparent ground
 * would turn black); a photo the browser cannot show (a TIFF) or a small one, as it is.
 */
async function toSend(file, img) {
  if (!img) return file;
  const side = Math.max(img.naturalWidth, img.naturalHeight);
  if (side <= SEND_SIDE && file.size <= SEND_BYTES) return file;
  const scale = Math.min(1, SEND_SIDE / side);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  return blob || file;
}

async function sendPhoto(file) {
  const verify = $('verify-switch').checked;
  showError($('photo-error'), null);
  $('photo-result').hidden = true;
  lastSolved = null;
  $('photo-busy').hidden = false;
  let url = '/api/photo';
  if (verify) {
    const givens = $('givens-text').value.trim();
    url = '/api/verify' + (givens ? '?givens=' + encodeURIComponent(givens) : '');
  }
  const shown = loadImage(file);
  try {
    const img = await shown;
    const body = await toSend(file, img);
    const answer = await api(url, { method: 'POST', body, headers: { 'Content-Type': body.type || 'application/octet-stream' } });
    if (verify) {
      showChecked(answer, img);
    } else {
      lastSolved = { answer, img };
      showSolved(answer, img);
    }
  } catch (e) {
    showError($('photo-error'), capitalise(e.message) + (e.status ? ' (' + e.status + ')' : ''));
    if (e.read) {
      $('photo-result').hidden = false;
      drawPhoto(await shown, null, () => 0);
      drawBoard($('photo-read'), e.read, null);
      $('photo-solution-box').hidden = true;
      $('photo-verdict').textContent = 'No answer for the board read:';
      $('photo-verdict').className = 'verdict bad';
      $('photo-notes').textContent = '';
      $('photo-steps-title').hidden = true;
      listSteps($('photo-steps'), []);
    }
  } finally {
    $('photo-busy').hidden = true;
  }
}

/**
 * Draws the photo into the canvas at its own size, then the answer over it with draw(ctx,
 * corners) (corners scaled from the picture the server decoded); records how many digits were drawn.
 */
function drawPhoto(img, answer, draw) {
  const canvas = $('photo-canvas');
  if (!img) { canvas.width = canvas.height = 0; return; }
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  if (!answer || !answer.corners) { canvas.dataset.drawn = 0; return; }
  const sx = img.naturalWidth / answer.width, sy = img.naturalHeight / answer.height;
  const scale = (c) => c.map((v, i) => v * (i % 2 === 0 ? sx : sy));
  canvas.dataset.drawn = draw(ctx, scale(answer.corners), scale);
}

/**
 * A solved photo: the answer drawn on the photo, the board read, the solution and the steps; or,
 * with Show: the next hint (a person stuck half-way, who wants no more than the next step), only
 * that step's digits drawn and its sentence, the solution and the later steps not shown.
 */
function showSolved(a, img) {
  $('photo-result').hidden = false;
  const hintOnly = $('photo-show').value === 'hint';
  const others = a.others || [];
  // the hint is for the puzzle being filled in, on a page of several (the server marks it), as solve PHOTO --hint gives it
  const g = hintOnly ? [a].concat(others).find((x) => x.filling_in) || a : a;
  const step = hintOnly && g.steps.length ? g.steps[0] : null;
  const { wrong, revised } = answerMarks(g);
  drawPhoto(img, g, (ctx, corners, scale) => {
    // a hint's step: the cells it reasons in shaded, under its digit
    ctx.canvas.dataset.shaded = step ? LensOverlay.shadeCells(ctx, corners, step.cells.map(cellIndex), g.lines) : 0;
    LensOverlay.drawMarks(ctx, corners, wrong, [], g.lines, [], revised);
    const digits = !hintOnly ? LensOverlay.missing(g.placed, g.solution)
      : step ? step.placements.map((p) => [cellIndex(p.cell), p.digit]) : [];
    let drawn = LensOverlay.drawDigits(ctx, corners, digits, g.lines);
    // the other puzzles of a book's page, answered the same way
    (hintOnly ? [] : others).forEach((o) => {
      const at = scale(o.corners);
      const m = answerMarks(o);
      LensOverlay.drawMarks(ctx, at, m.wrong, [], o.lines, [], m.revised);
      drawn += LensOverlay.drawDigits(ctx, at, LensOverlay.missing(o.placed, o.solution), o.lines);
    });
    return drawn;
  });
  const marks = new Array(81).fill(null);
  wrong.forEach((i) => { marks[i] = 'wrong'; });
  revised.forEach((i) => { marks[i] = 'check'; });
  drawBoard($('photo-read'), g.read, null, marks);
  $('photo-solution-box').hidden = hintOnly;
  if (!hintOnly) drawBoard($('photo-solution'), g.solution, g.placed);
  const v = $('photo-verdict');
  v.textContent = !hintOnly ? 'Solved: ' + g.rating.level + ' (' + g.rating.score.toFixed(1) + '), ' + g.steps.length + ' steps'
    : step ? 'Next step: ' + step.sentence : 'The puzzle is solved.';
  v.className = 'verdict ok';
  $('photo-notes').textContent = [g.mistakes.length ? 'Mistakes: ' + g.mistakes.join('; ') : '',
    g.corrections.length ? 'Corrected reading: ' + g.corrections.join('; ') : '',
    others.length ? 'The photo holds ' + (others.length + 1) + ' puzzles: '
      + (!hintOnly ? 'every one is answered on the photo; the board, solution and steps here are the largest one\'s'
        : g !== a ? 'the hint is for the one being filled in' : 'the hint is the largest one\'s') : ''].filter((t) => t).join('. ');
  $('photo-steps-title').textContent = 'Steps';
  $('photo-steps-title').hidden = hintOnly;
  listSteps($('photo-steps'), hintOnly ? [] : g.steps);
}

/**
 * The cells an answer circles: the written mistakes (the answer goes into every cell without a
 * right digit, the empty ones and these), and the readings revised (a stroke taken for a stain, a
 * digit read otherwise: check it by eye).
 */
function answerMarks(a) {
  const wrong = a.mistake_cells.map(cellIndex);
  return { wrong, revised: a.corrected_cells.map(cellIndex).filter((i) => !wrong.includes(i)) };
}

/** The cells a check marks: written digits wrong, to check, left to go, and right (ticked). */
function checkMarks(a) {
  const wrong = a.wrong_cells.map(cellIndex);
  // cells to check by eye, and readings the check revised (the revision may hide a slip): amber
  const check = a.check_cells.concat(a.revised_cells).map(cellIndex).filter((i, k, all) => !wrong.includes(i) && all.indexOf(i) === k);
  const left = a.left_cells.map(cellIndex);
  const right = [];
  for (let i = 0; i < 81; i++) if (a.filled[i] === '1' && !wrong.includes(i) && !check.includes(i)) right.push(i);
  return { wrong, check, left, right };
}

function showChecked(a, img) {
  $('photo-result').hidden = false;
  const { wrong, check, left, right } = checkMarks(a);
  const others = a.others || [];
  drawPhoto(img, a, (ctx, corners, scale) => {
    let drawn = LensOverlay.drawMarks(ctx, corners, wrong, right, a.lines, left, check);
    // the other puzzles of a book's page, checked the same way
    others.forEach((o) => {
      const m = checkMarks(o);
      drawn += LensOverlay.drawMarks(ctx, scale(o.corners), m.wrong, m.right, o.lines, m.left, m.check);
    });
    return drawn;
  });
  const marks = new Array(81).fill(null);
  wrong.forEach((i) => { marks[i] = 'wrong'; });
  check.forEach((i) => { marks[i] = 'check'; });
  left.forEach((i) => { marks[i] = 'left'; });
  drawBoard($('photo-read'), a.read, null, marks);
  $('photo-solution-box').hidden = true;
  const v = $('photo-verdict');
  v.textContent = capitalise(a.headline);
  v.className = 'verdict ' + (a.verdict === 'correct' || a.verdict === 'no_mistakes_so_far' ? 'ok'
      : a.verdict === 'check_cells' ? 'warn' : 'bad');
  $('photo-notes').textContent = [a.revised.length ? 'Unsure readings revised: ' + a.revised.join('; ') : '',
    // the server puts the grid of most concern first (mistakes, then the most written in)
    others.length ? 'The photo holds ' + (others.length + 1) + ' puzzles: every one is checked on the photo;'
      + ' the board here is the one to look at first' : '']
    .concat(others.map((o) => 'The grid ' + o.where + ': ' + o.headline)).filter((t) => t).join('. ');
  $('photo-steps-title').textContent = 'Cells';
  $('photo-steps-title').hidden = !a.reasons.length;
  listSteps($('photo-steps'), a.reasons.map((r) => ({ sentence: r })));
}

function capitalise(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

// ---- A phone for the camera ------------------------------------------------------------------

/**
 * The camera tab tells how to open the page on a phone: a QR code of the server's network address
 * (typing an address and port on a phone is the slow part), or what to start the server with. A
 * page opened at that address already (on the phone) leaves the box out.
 */
async function showPhoneLink() {
  const box = $('phone');
  try {
    const link = await api('/api/phone');
    if (link.reachable && new URL(link.url).origin === location.origin) { box.hidden = true; return; }
    if (link.reachable) {
      const code = $('phone-code');
      code.src = '/api/phone.svg';
      code.alt = 'QR code of ' + link.url;
      code.hidden = false;
      $('phone-text').textContent = 'On a phone on the same network, scan this or open ' + link.url
        + (link.advice ? '. ' + capitalise(link.advice) + '.' : '.');
    } else {
      $('phone-text').textContent = capitalise(link.advice) + '.';
    }
  } catch (e) {
    box.hidden = true;
  }
}
showPhoneLink();

// ---- Puzzle text ------------------------------------------------------------------------------

document.querySelectorAll('#panel-puzzle [data-action]').forEach((b) => b.addEventListener('click', () => puzzleAction(b.dataset.action)));
$('generate').addEventListener('click', generate);

async function puzzleAction(action) {
  const text = $('puzzle-text').value;
  await puzzleCall(() => api('/api/puzzle', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ puzzle: text, action }),
  }), (a) => showPuzzleAnswer(action, a));
}

async function generate() {
  const level = $('generate-level').value;
  await puzzleCall(() => api('/api/generate?difficulty=' + encodeURIComponent(level)), (a) => {
    $('puzzle-text').value = a.puzzle;
    drawBoard($('puzzle-board'), a.puzzle, a.puzzle);
    $('puzzle-message').textContent = 'New ' + a.rating.level + ' puzzle (' + a.rating.score.toFixed(1) + ', '
        + a.clues + ' clues): solve it, or ask for a hint.';
    $('puzzle-message').className = 'verdict';
    listSteps($('puzzle-steps'), []);
  });
}

async function puzzleCall(call, show) {
  showError($('puzzle-error'), null);
  $('puzzle-busy').hidden = false;
  try {
    const a = await call();
    $('puzzle-result').hidden = false;
    show(a);
  } catch (e) {
    showError($('puzzle-error'), capitalise(e.message) + (e.status ? ' (' + e.status + ')' : ''));
    $('puzzle-result').hidden = true;
  } finally {
    $('puzzle-busy').hidden = true;
  }
}

function showPuzzleAnswer(action, a) {
  const msg = $('puzzle-message');
  msg.className = 'verdict ok';
  if (action === 'solve') {
    drawBoard($('puzzle-board'), a.solution, a.puzzle);
    msg.textContent = 'Solved: exactly one solution.';
    listSteps($('puzzle-steps'), []);
  } else if (action === 'hint') {
    const marks = new Array(81).fill(null);
    let board = a.puzzle;
    if (a.hint) {
      a.hint.cells.forEach((n) => { marks[cellIndex(n)] = 'hinted'; });
      a.hint.placements.forEach((p) => {
        const i = cellIndex(p.cell);
        board = board.slice(0, i) + p.digit + board.slice(i + 1);
      });
    }
    drawBoard($('puzzle-board'), board, a.puzzle, marks);
    msg.textContent = a.hint ? 'Hint: ' + a.hint.sentence : capitalise(a.message);
    listSteps($('puzzle-steps'), []);
  } else if (action === 'explain') {
    drawBoard($('puzzle-board'), a.solution, a.puzzle);
    msg.textContent = a.steps.length + ' steps, rated ' + a.rating.score.toFixed(1) + ' (' + a.rating.level + ')';
    listSteps($('puzzle-steps'), a.steps);
  } else {
    drawBoard($('puzzle-board'), a.puzzle, a.puzzle);
    const r = a.rating;
    msg.textContent = 'Rating ' + r.score.toFixed(1) + ': ' + r.level + (r.solvedByLogic ? '' : ' (trial needed)');
    listSteps($('puzzle-steps'), Object.entries(r.techniqueCounts).map(([t, n]) => ({ sentence: t + ' × ' + n })));
  }
}
