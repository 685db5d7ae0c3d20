// Package oracle computes, by the slowest and plainest means, what a correct
// scorer must output, so that the scoring engine (compute/score, compute/mp,
// compute/rank) can be checked against something built independently of it
// from the specification (shared/spec/scoring.md):
//
//   - Declarer and NS: the contract score of Law 77 (§3) from literal lookup
//     tables, one increment per trick, for the 2017, 1987 and pre-1987
//     tables;
//   - DealerVul: dealer and vulnerability of a board number from the literal
//     table of §2;
//   - Score: matchpoints by pairwise comparison of every result with every
//     other (§4.1), Neuberg factoring (§4.5), session totals, percentages and
//     places with shared ranks (§8.1), all in math/big.Rat;
//   - Round2: the 2-decimal display rounding, half away from zero (§1, §4.3);
//   - IMP: the IMP scale of Law 78B from its literal table (§5.1);
//     ButlerDatum and ButlerScore: Butler IMPs against a trimmed, rounded
//     datum (§5.3); CrossScore: cross-IMPs with the four normalisations
//     (§5.4); both total and rank IMP pairs (§5.5);
//   - VPRaw, VPTable and WBFVP: the WBF 2013 continuous 20-VP scale in
//     big.Float, rounded half up and corrected as §7.1 says;
//   - Teams: board IMPs of team matches (§5.2), match scores, VPs and the
//     event's standings (§8.4);
//   - AdjScore, AdjButler, AdjCross: directors' decisions (§6): artificial
//     scores with the session rule, assigned, split and weighted scores,
//     procedural penalties, fouled-board groups;
//   - Awards and StrataAwards: masterpoints by the ACBL's, the ABF's and
//     the EBU's club rules as issue 31 and their texts state them, ties
//     sharing the places they cover, and the ACBL's strata (a contestant
//     ranked in its own stratum and those above, the largest award kept).
//
// It is a test oracle: correct and obvious rather than fast (Score and
// CrossScore are O(n²) per board). It does not read files or validate
// movements. It imports only the standard library and compute/bridge, and
// nothing in compute may import it.
package oracle
