package jsonout

import "github.com/protokol-bridge/protokol/compute/pairs"

// FromResult and FromTeams give the tests the documents that Write lays
// out; a pairs document with its boards as values (boardOf), which Write
// writes straight from the result.
var FromTeams = fromTeams

func FromResult(res *pairs.Result) Document {
	d := fromResult(res)
	for i := range res.Boards {
		d.Boards = append(d.Boards, boardOf(res, &res.Boards[i]))
	}
	return d
}
