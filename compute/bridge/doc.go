// Package bridge is the vocabulary of duplicate bridge shared by every other
// package: seats, sides, strains, suits and cards, hands and deals, contracts,
// calls and the auction, the play and its tricks, board numbers with their
// dealer and vulnerability, what a hand record says of a board's
// double-dummy tables and par (HandRecord, DDTable), table results and
// directors' decisions, the direction of a pair and the room of a team
// match, pairs and the session that holds them, and source positions.
//
// Every enumeration follows bidding order (C < D < H < S < NT; seats N, E, S,
// W) and has a String method giving its one canonical text and a Parse
// function accepting that text (and a few common spellings). The canonical
// texts are used by the readers, the writers, error messages and tests;
// so are those of a contract reached (Contract.By: "4SX by N") and of a
// director's decision (Adjustment.String: "ARB 4S-1 N", which
// formats/decisions parses).
//
// The rules of the game that the inputs' records of play must follow are
// written here once, and every reader uses them: Auction replays calls
// (whose turn it is, an insufficient bid, an inadmissible double or
// redouble, the end of the auction, the contract and its declarer) and
// Replay replays cards (whose turn it is, a card held, following suit,
// the winner of each trick, a claim, declarer's tricks). Each broken rule
// is a sentinel error (ErrInsufficientBid, ErrRevoke, ...) inside a
// *CallError or *CardError that carries what a reader needs to word its
// message; readers keep only positions and wording.
//
// The package computes nothing beyond what a value says about itself (a
// board's dealer, a hand's high-card points) and what those rules say. It
// imports only the standard library.
package bridge
