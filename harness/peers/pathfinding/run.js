#!/usr/bin/env node
// pfbench peer runner for PathFinding.js (npm package "pathfinding").
//
// Reads one Moving AI map and its scenario file, runs the selected
// PathFinding.js finders on every (sampled) scenario and prints one
// runs.csv row per (scenario, finder) on stdout, plus a trailing
// clone_ns column. See README.md next to this file.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

const PROG = 'run.js';

const USAGE = `usage: node run.js --map M.map --scen S.scen [options]

Times PathFinding.js finders on Moving AI scenarios and prints runs.csv
rows (plus a trailing clone_ns column) on stdout. Progress goes to stderr.

options:
  --map FILE        Moving AI .map file (required)
  --scen FILE       Moving AI .scen file (required)
  --finders LIST    comma separated subset of astar,dijkstra,bfs,jps,biastar
                    (default: all five)
  --repeat K        timed repetitions per query, K >= 1 (default 3);
                    time_ns and clone_ns are medians over the K runs
  --timing METHOD   passes (default): per finder, one untimed pass over
                    the scenario list for the answers, then K timed passes,
                    each query once a pass; back-to-back: per query, one
                    untimed run, then K timed runs in a row
  --limit N         use at most N scenario lines, sampled evenly over
                    the file: with n lines, line floor(i*n/N) for
                    i = 0..N-1 (so roughly every (n/N)-th line, starting
                    with the first). scen_id keeps the original 0-based
                    line index. Default: all lines.
  --host NAME       value of the host column (default: os.hostname())
  --family F        value of the family column (default: -)
  --help            print this text and exit

Movement: 8 neighbours, diagonal steps only when both side cells are
passable (DiagonalMovement.OnlyWhenNoObstacles). Terrain '.', 'G', 'S'
is passable; 'W' (water), '@', 'O', 'T' are blocked.

exit status: 0 success, 1 bad input file, 2 bad command line.
`;

const HEADER = [
  'map', 'family', 'width', 'height', 'scen_id', 'bucket', 'variant', 'algo',
  'heuristic', 'open', 'moves', 'status', 'cost', 'dijkstra_cost',
  'scen_optimum', 'subopt', 'valid', 'should_be_optimal', 'path_len',
  'expanded', 'generated', 'reopened', 'pushes', 'decreases', 'max_open',
  'time_ns', 'host', 'clone_ns',
].join(',');

// ---------------------------------------------------------------- errors

class InputError extends Error {}

function usageError(msg) {
  process.stderr.write(`${PROG}: ${msg}\n(try --help)\n`);
  process.exit(2);
}

function inputError(file, line, msg) {
  const where = line > 0 ? `${file}:${line}` : file;
  throw new InputError(`${where}: ${msg}`);
}

// ------------------------------------------------------------ arguments

function parseArgs(argv) {
  const opt = {
    map: null, scen: null, finders: ['astar', 'dijkstra', 'bfs', 'jps', 'biastar'],
    repeat: 3, limit: 0, host: os.hostname(), family: '-', timing: 'passes',
  };
  const valueOf = (i, name) => {
    if (i + 1 >= argv.length) usageError(`${name} needs a value`);
    return argv[i + 1];
  };
  const positiveInt = (s, name) => {
    if (!/^[0-9]+$/.test(s) || Number(s) < 1) {
      usageError(`${name} expects a positive integer, got '${s}'`);
    }
    return Number(s);
  };
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i];
    let inline = null;
    const eq = a.indexOf('=');
    if (a.startsWith('--') && eq > 0) {
      inline = a.slice(eq + 1);
      a = a.slice(0, eq);
    }
    const take = () => {
      if (inline !== null) return inline;
      const v = valueOf(i, a);
      i++;
      return v;
    };
    switch (a) {
      case '--help': case '-h':
        process.stdout.write(USAGE);
        process.exit(0);
        break;
      case '--map': opt.map = take(); break;
      case '--scen': opt.scen = take(); break;
      case '--finders': {
        const list = take().split(',').map((s) => s.trim()).filter((s) => s);
        if (list.length === 0) usageError('--finders is empty');
        for (const f of list) {
          if (!FINDERS[f]) {
            usageError(`unknown finder '${f}' (known: ${Object.keys(FINDERS).join(',')})`);
          }
        }
        opt.finders = list;
        break;
      }
      case '--repeat': opt.repeat = positiveInt(take(), '--repeat'); break;
      case '--limit': opt.limit = positiveInt(take(), '--limit'); break;
      case '--timing':
        opt.timing = take();
        if (opt.timing !== 'passes' && opt.timing !== 'back-to-back') {
          usageError(`--timing expects passes or back-to-back, got '${opt.timing}'`);
        }
        break;
      case '--host': opt.host = take(); break;
      case '--family': opt.family = take(); break;
      default:
        usageError(`unknown argument '${argv[i]}'`);
    }
  }
  if (!opt.map) usageError('--map is required');
  if (!opt.scen) usageError('--scen is required');
  for (const [k, v] of [['--host', opt.host], ['--family', opt.family]]) {
    if (v === '' || /[,\r\n]/.test(v)) usageError(`${k} must be non-empty and contain no comma or newline`);
  }
  return opt;
}

// ------------------------------------------------------------- file input

function readLines(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(`cannot read ${file}: ${e.message}`);
  }
  // Split on LF and drop a trailing CR so CRLF files read the same.
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const PASSABLE = new Set(['.', 'G', 'S']);
const BLOCKED = new Set(['@', 'O', 'T', 'W']);

// Returns {name, width, height, blocked: Array<Uint8Array>} (blocked[y][x] = 1).
function readMap(file) {
  const lines = readLines(file);
  let ln = 0;
  let width = -1;
  let height = -1;
  let sawType = false;
  // Header: "type octile", "height H", "width W" in any order, then "map".
  for (;;) {
    if (ln >= lines.length) inputError(file, ln, 'unexpected end of file before the "map" line');
    const raw = lines[ln];
    ln++;
    const t = raw.trim();
    if (t === '') continue;
    const parts = t.split(/\s+/);
    const key = parts[0].toLowerCase();
    if (key === 'map' && parts.length === 1) break;
    if (key === 'type') {
      if (parts.length !== 2) inputError(file, ln, `malformed type line '${raw}'`);
      if (parts[1] !== 'octile') inputError(file, ln, `unsupported map type '${parts[1]}' (expected octile)`);
      sawType = true;
    } else if (key === 'height' || key === 'width') {
      if (parts.length !== 2 || !/^[0-9]+$/.test(parts[1]) || Number(parts[1]) < 1) {
        inputError(file, ln, `malformed ${key} line '${raw}' (expected '${key} N', N >= 1)`);
      }
      if (key === 'height') height = Number(parts[1]); else width = Number(parts[1]);
    } else {
      inputError(file, ln, `unexpected header line '${raw}' (expected type/height/width/map)`);
    }
  }
  if (!sawType) inputError(file, ln, 'missing "type octile" header line');
  if (height < 0) inputError(file, ln, 'missing "height H" header line');
  if (width < 0) inputError(file, ln, 'missing "width W" header line');

  const blocked = new Array(height);
  for (let y = 0; y < height; y++) {
    if (ln >= lines.length) {
      inputError(file, ln, `map has ${y} rows, header says height ${height}`);
    }
    const row = lines[ln];
    ln++;
    if (row.length !== width) {
      inputError(file, ln, `row ${y} has ${row.length} cells, header says width ${width}`);
    }
    const r = new Uint8Array(width);
    for (let x = 0; x < width; x++) {
      const c = row[x];
      if (PASSABLE.has(c)) r[x] = 0;
      else if (BLOCKED.has(c)) r[x] = 1;
      else inputError(file, ln, `unknown terrain character '${c}' at column ${x + 1}`);
    }
    blocked[y] = r;
  }
  for (; ln < lines.length; ln++) {
    if (lines[ln].trim() !== '') {
      inputError(file, ln + 1, `extra data after the ${height} map rows`);
    }
  }
  const name = path.basename(file).replace(/\.map$/, '');
  return { name, width, height, blocked };
}

const INT_RE = /^[0-9]+$/;
const NUM_RE = /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/;

// Returns an array of {id, bucket, sx, sy, gx, gy, optimum}; id is the
// 0-based index of the scenario line (the version line is not counted).
function readScen(file, map) {
  const lines = readLines(file);
  let ln = 0;
  while (ln < lines.length && lines[ln].trim() === '') ln++;
  if (ln >= lines.length) inputError(file, ln, 'empty file (expected "version 1")');
  const ver = lines[ln].trim().split(/\s+/);
  ln++;
  if (ver.length !== 2 || ver[0] !== 'version' || (ver[1] !== '1' && ver[1] !== '1.0')) {
    inputError(file, ln, `expected "version 1" or "version 1.0", got '${lines[ln - 1]}'`);
  }
  const out = [];
  for (; ln < lines.length; ln++) {
    const lineNo = ln + 1;
    const t = lines[ln].trim();
    if (t === '') continue;
    const f = t.split(/\s+/);
    if (f.length !== 9) {
      inputError(file, lineNo, `expected 9 columns (bucket map width height sx sy gx gy optimum), got ${f.length}`);
    }
    const names = ['bucket', null, 'width', 'height', 'sx', 'sy', 'gx', 'gy'];
    const v = {};
    for (let i = 0; i < 8; i++) {
      if (names[i] === null) continue;
      if (!INT_RE.test(f[i])) {
        inputError(file, lineNo, `column ${i + 1} (${names[i]}) must be a non-negative integer, got '${f[i]}'`);
      }
      v[names[i]] = Number(f[i]);
    }
    if (!NUM_RE.test(f[8]) || !(Number(f[8]) >= 0)) {
      inputError(file, lineNo, `column 9 (optimum) must be a non-negative number, got '${f[8]}'`);
    }
    if (v.width !== map.width || v.height !== map.height) {
      inputError(file, lineNo, `scenario map size ${v.width}x${v.height} does not match the map (${map.width}x${map.height})`);
    }
    for (const [cx, cy, what] of [[v.sx, v.sy, 'start'], [v.gx, v.gy, 'goal']]) {
      if (cx >= map.width || cy >= map.height) {
        inputError(file, lineNo, `${what} (${cx},${cy}) is outside the ${map.width}x${map.height} map`);
      }
    }
    out.push({
      id: out.length, bucket: v.bucket,
      sx: v.sx, sy: v.sy, gx: v.gx, gy: v.gy, optimum: Number(f[8]),
    });
  }
  return out;
}

// Evenly spaced sample of at most `limit` items: index floor(i*n/limit).
function sample(list, limit) {
  if (!limit || limit >= list.length) return list;
  const n = list.length;
  const out = [];
  for (let i = 0; i < limit; i++) out.push(list[Math.floor((i * n) / limit)]);
  return out;
}

// ------------------------------------------------------------ formatting

// Same text as C's printf("%.15g"): 15 significant digits (a double to about 1e-15), trailing zeros
// removed, exponent form only when the exponent is < -4 or >= 15.
function fmtG(x) {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return '0';
  const [mant, es] = x.toExponential(14).split('e');
  const e = Number(es);
  const strip = (t) => (t.includes('.') ? t.replace(/0+$/, '').replace(/\.$/, '') : t);
  if (e < -4 || e >= 15) {
    return `${strip(mant)}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  return strip(x.toFixed(Math.max(0, 14 - e)));
}

// ------------------------------------------------------------ validation

// Cost of a path given as [[x, y], ...] (cardinal 1, diagonal sqrt 2)
// and an independent validity check against the map. Returns {cost, valid}.
function checkPath(p, map, q) {
  if (p.length === 0) return { cost: NaN, valid: false };
  const blocked = map.blocked;
  const free = (x, y) => x >= 0 && y >= 0 && x < map.width && y < map.height && blocked[y][x] === 0;
  let valid = true;
  const first = p[0];
  const last = p[p.length - 1];
  if (first[0] !== q.sx || first[1] !== q.sy) valid = false;
  if (last[0] !== q.gx || last[1] !== q.gy) valid = false;
  if (!free(first[0], first[1])) valid = false;
  let cost = 0;
  for (let i = 1; i < p.length; i++) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const dx = x1 - x0;
    const dy = y1 - y0;
    if (!Number.isInteger(x1) || !Number.isInteger(y1)) { valid = false; continue; }
    if ((dx === 0 && dy === 0) || Math.abs(dx) > 1 || Math.abs(dy) > 1) { valid = false; continue; }
    if (!free(x1, y1)) valid = false;
    if (dx !== 0 && dy !== 0) {
      // Diagonal: both cells beside the corner must be passable.
      if (!free(x0 + dx, y0) || !free(x0, y0 + dy)) valid = false;
      cost += Math.SQRT2;
    } else {
      cost += 1;
    }
  }
  return { cost, valid };
}

// ------------------------------------------------------------- finders

let PF = null;
function loadLibrary() {
  try {
    PF = require('pathfinding');
  } catch (e) {
    process.stderr.write(`${PROG}: cannot load the 'pathfinding' package (${e.code || e.message}); ` +
      `run 'npm ci' in ${__dirname}\n`);
    process.exit(1);
  }
}

const FINDERS = {
  astar: {
    variant: 'pathfinding.js/astar', heuristic: 'octile', optimal: 1,
    make: () => new PF.AStarFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    }),
  },
  dijkstra: {
    variant: 'pathfinding.js/dijkstra', heuristic: 'zero', optimal: 1,
    make: () => new PF.DijkstraFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
    }),
  },
  bfs: {
    variant: 'pathfinding.js/bfs', heuristic: '-', optimal: 0,
    make: () => new PF.BreadthFirstFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
    }),
  },
  // Jump point search: the heuristic is given, because JumpPointFinder's default is Manhattan,
  // which overestimates with diagonal moves. It claims optimal paths.
  jps: {
    variant: 'pathfinding.js/jps', heuristic: 'octile', optimal: 1,
    make: () => new PF.JumpPointFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    }),
  },
  // Bidirectional A*: it claims optimal paths, but stops when the two searches first meet
  // (PathFinding.js issue 28), so validate shows where it is not.
  biastar: {
    variant: 'pathfinding.js/biastar', heuristic: 'octile', optimal: 1,
    make: () => new PF.BiAStarFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    }),
  },
};

// A path as cells: a jump-based finder may return only its jump points (PathFinding.js 0.4.18's
// JumpPointFinder expands them itself); PF.Util.expandPath fills in the cells between them, so
// the one validator judges every finder. A path of neighbouring cells is left as it is.
function asCells(p) {
  for (let i = 1; i < p.length; i++) {
    if (Math.abs(p[i][0] - p[i - 1][0]) > 1 || Math.abs(p[i][1] - p[i - 1][1]) > 1) {
      return PF.Util.expandPath(p);
    }
  }
  return p;
}

function countClosed(grid) {
  let n = 0;
  const nodes = grid.nodes;
  for (let y = 0; y < nodes.length; y++) {
    const row = nodes[y];
    for (let x = 0; x < row.length; x++) if (row[x].closed) n++;
  }
  return n;
}

function median(values) {
  const a = values.slice().sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
  const mid = a.length >> 1;
  if (a.length % 2 === 1) return Number(a[mid]);
  return Math.round((Number(a[mid - 1]) + Number(a[mid])) / 2);
}

// ----------------------------------------------------------------- main

function main() {
  const opt = parseArgs(process.argv.slice(2));
  loadLibrary();

  let map;
  let scens;
  try {
    map = readMap(opt.map);
    scens = readScen(opt.scen, map);
  } catch (e) {
    if (e instanceof InputError) {
      process.stderr.write(`${PROG}: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const total = scens.length;
  const todo = sample(scens, opt.limit);

  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });

  // Build the library grid once; every query works on a fresh clone.
  const matrix = map.blocked.map((r) => Array.from(r));
  const base = new PF.Grid(map.width, map.height, matrix);
  const finders = opt.finders.map((k) => ({ key: k, spec: FINDERS[k], finder: FINDERS[k].make() }));

  process.stdout.write(HEADER + '\n');

  const hr = process.hrtime.bigint;
  const started = Date.now();
  let lastReport = started;
  const mismatches = {};
  let invalid = 0;
  const nf = finders.length;
  // ans[k * nf + i]: what query k gave with finder i
  const ans = new Array(todo.length * nf);

  const progress = (k, what) => {
    const now = Date.now();
    if (now - lastReport < 2000) return;
    lastReport = now;
    process.stderr.write(`${PROG}: ${map.name}: ${what()}scenario ${k + 1} of ${todo.length}` +
      ` (${((now - started) / 1000).toFixed(0)} s)\n`);
  };
  // Untimed run: gives the path and the closed-node count (and warms up the JIT).
  const answer = (k, i) => {
    const q = todo[k];
    const g0 = base.clone();
    const p = asCells(finders[i].finder.findPath(q.sx, q.sy, q.gx, q.gy, g0));
    ans[k * nf + i] = {
      pathLen: p.length, expanded: countClosed(g0), chk: checkPath(p, map, q), cloneNs: [], findNs: [],
    };
  };
  // One timed query: a fresh clone of the grid, then findPath on it, timed apart.
  const timed = (k, i) => {
    const q = todo[k];
    const a = ans[k * nf + i];
    const t0 = hr();
    const g = base.clone();
    const t1 = hr();
    finders[i].finder.findPath(q.sx, q.sy, q.gx, q.gy, g);
    const t2 = hr();
    a.cloneNs.push(t1 - t0);
    a.findNs.push(t2 - t1);
  };

  if (opt.timing === 'back-to-back') {
    for (let k = 0; k < todo.length; k++) {
      for (let i = 0; i < nf; i++) {
        answer(k, i);
        for (let r = 0; r < opt.repeat; r++) timed(k, i);
      }
      progress(k, () => '');
    }
  } else {
    for (let i = 0; i < nf; i++) {
      for (let k = 0; k < todo.length; k++) {
        answer(k, i);
        progress(k, () => `${finders[i].spec.variant} answers: `);
      }
      for (let r = 0; r < opt.repeat; r++) {
        for (let k = 0; k < todo.length; k++) {
          timed(k, i);
          progress(k, () => `${finders[i].spec.variant} pass ${r + 1} of ${opt.repeat}: `);
        }
      }
    }
  }

  for (let k = 0; k < todo.length; k++) {
    const q = todo[k];
    const rows = [];
    for (let i = 0; i < nf; i++) {
      const f = finders[i];
      const a = ans[k * nf + i];
      const chk = a.chk;
      const ok = a.pathLen > 0;
      if (!chk.valid) invalid++;
      if (ok && f.spec.optimal && Math.abs(chk.cost - q.optimum) > 1e-3 * Math.max(1, q.optimum)) {
        mismatches[f.key] = (mismatches[f.key] || 0) + 1;
      }
      rows.push([
        map.name, opt.family, map.width, map.height, q.id, q.bucket,
        f.spec.variant, 'pathfinding.js', f.spec.heuristic, '-', '8',
        ok ? 'ok' : 'nopath',
        ok ? fmtG(chk.cost) : '',
        '', // dijkstra_cost: filled in by the harness
        fmtG(q.optimum),
        '', // subopt: filled in by the harness
        chk.valid ? 1 : 0,
        f.spec.optimal,
        a.pathLen,
        a.expanded,
        '', '', '', '', '', // generated, reopened, pushes, decreases, max_open
        median(a.findNs),
        opt.host,
        median(a.cloneNs),
      ].join(','));
    }
    process.stdout.write(rows.join('\n') + '\n');
  }

  let note = `${PROG}: ${map.name}: done, ${todo.length} of ${total} scenarios x ${finders.length} finders` +
    `, timed ${opt.timing} x ${opt.repeat},` +
    ` in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (invalid) note += `; ${invalid} rows without a valid path`;
  for (const [key, n] of Object.entries(mismatches)) {
    note += `; ${key}: ${n} costs differ from the scenario optimum`;
  }
  process.stderr.write(note + '\n');
}

main();
