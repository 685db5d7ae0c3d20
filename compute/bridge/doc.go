// Package bridge is the vocabulary of duplicate bridge shared by every other
// package: seats, sides, strains, suits and cards, hands and deals, contracts,
// board numbers with their dealer and vulnerability, what a hand record says
// of a board's double-dummy tables and par (HandRecord, DDTable), table
// results, the direction of a pair and the room of a team match, pairs and
// the session that holds them, and source positions.
//
// Every enumeration follows bidding order (C < D < H < S < NT; seats N, E, S,
// W) and has a String method giving its one canonical text and a Parse
// function accepting that text (and a few common spellings). The canonical
// texts are used by the readers, the writers, error messages and tests.
//
// The package computes nothing beyond what a value says about itself (a
// board's dealer, a hand's high-card points). It imports only the standard
// library.
package bridge
