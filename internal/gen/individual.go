package gen

import (
	"math/rand/v2"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Individual makes an individual event from a generated Howell session
// (c, its Movement ignored): every table keeps its deals and results, and
// seats four players drawn anew each round from 4·Tables+extra players,
// so partners change every round and, with extra > 0, that many players
// sit out each round. Players are numbered 1, 2, ... and named from the
// generated pairs' players (Cyrillic too when c asks). The same c and
// extra always give the same event.
func Individual(c Config, extra int) (bridge.Session, error) {
	c.Movement = Howell
	g := Generate(c)
	s, err := g.Bridge("Generated individual", "2026.12.07")
	if err != nil {
		return bridge.Session{}, err
	}
	n := 4*g.Config.Tables + extra
	var names []string
	for _, p := range g.Names {
		names = append(names, p.Player1, p.Player2)
	}
	s.Pairs, s.Movement = nil, nil
	for i := 1; i <= n; i++ {
		name := "Player " + strconv.Itoa(i)
		if i-1 < len(names) {
			name = names[i-1]
		}
		s.Players = append(s.Players, bridge.Player{ID: strconv.Itoa(i), Name: name})
	}
	rng := rand.New(rand.NewPCG(c.Seed, 0x1d))
	seating := map[int][]int{} // by round: a permutation of the players
	for i := range s.Entries {
		e := &s.Entries[i]
		p, ok := seating[e.Round]
		if !ok {
			p = rng.Perm(n)
			seating[e.Round] = p
		}
		var seats [4]string
		for k := range seats {
			seats[k] = strconv.Itoa(p[(e.Table-1)*4+k] + 1)
		}
		e.NS, e.EW, e.Seats = "", "", &seats
	}
	return s, nil
}
