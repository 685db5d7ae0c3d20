// The peer of `protokol score --format json` in scripts/peer-bench.sh: a bare
// node script that reads a CSV traveller in protokol's layout
// (shared/spec/formats.md §14: section, board, ns, ew, contract, declarer,
// result as tricks, ...), scores each contract with bridge-scorer's
// contractTricks, matchpoints each board with bridge-scorer's matchpoints
// (international: 2 a win, 1 a tie), totals the matchpoints per pair and
// writes one JSON document. Usage: node score.js TRAVELLERS.csv OUT.json
'use strict';

const fs = require('fs');
const scorer = require('bridge-scorer');

const [, , inName, outName] = process.argv;
const lines = fs.readFileSync(inName, 'utf8').split(/\r?\n/);
const head = lines[0].split(',');
const col = (name) => head.indexOf(name);
const c = {
  section: col('section'), board: col('board'), ns: col('ns'), ew: col('ew'),
  contract: col('contract'), declarer: col('declarer'), result: col('result'),
};

// Standard vulnerability of board n (1..16 repeating): 0 none, 1 NS, 2 EW, 3 both.
const VUL = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];
function vulnerable(board, declarer) {
  const v = VUL[(board - 1) % 16];
  const ns = declarer === 'N' || declarer === 'S';
  return v === 3 || (ns && v === 1) || (!ns && v === 2);
}

const boards = new Map();
for (let i = 1; i < lines.length; i++) {
  if (lines[i] === '') continue;
  const f = lines[i].split(',');
  const board = +f[c.board];
  const key = (c.section >= 0 ? f[c.section] : '') + '/' + board;
  const text = f[c.contract];
  const game = { section: c.section >= 0 ? f[c.section] : '', board, ns: f[c.ns], ew: f[c.ew], score: 0 };
  if (text !== 'PASS') {
    const m = /^([1-7])(NT|[CDHS])(X{0,2})$/.exec(text);
    if (!m) throw new Error(inName + ':' + (i + 1) + ': contract ' + JSON.stringify(text));
    const contract = { level: +m[1], denomination: m[2], risk: m[3], declaror: f[c.declarer] };
    game.contract = contract;
    game.score = scorer.contractTricks(contract, vulnerable(board, contract.declaror), +f[c.result]);
  }
  let games = boards.get(key);
  if (!games) boards.set(key, games = []);
  games.push(game);
}

const pairs = new Map();
function add(id, mp) {
  const p = pairs.get(id);
  if (p) { p.mp += mp; p.boards++; } else pairs.set(id, { pair: id, mp, boards: 1 });
}
const out = [];
for (const games of boards.values()) {
  scorer.matchpoints(games);
  for (const g of games) {
    const sNS = g.contract && (g.contract.declaror === 'E' || g.contract.declaror === 'W') ? -g.score : g.score;
    add(g.section + ' NS ' + g.ns, g.matchpointsNS.value);
    add(g.section + ' EW ' + g.ew, g.matchpointsEW.value);
    out.push({ section: g.section, board: g.board, ns: g.ns, ew: g.ew, score_ns: sNS,
      mp_ns: g.matchpointsNS.value, mp_ew: g.matchpointsEW.value,
      pct_ns: g.matchpointsNS.percentage, pct_ew: g.matchpointsEW.percentage });
  }
}
const totals = [...pairs.values()].sort((a, b) => b.mp - a.mp);
fs.writeFileSync(outName, JSON.stringify({ results: out, totals }));
