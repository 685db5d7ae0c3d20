package output

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestPieces: what is written to pieces, in writes of any size across
// the megabyte pieces, is what comes back, in pieces of a megabyte.
func TestPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var p pieces
	var want bytes.Buffer
	for want.Len() < 3<<20 {
		b := make([]byte, r.IntN(300<<10))
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		if n, err := p.Write(b); n != len(b) || err != nil {
			t.Fatalf("Write(%d bytes) = %d, %v", len(b), n, err)
		}
		want.Write(b)
	}
	if got := bytes.Join(p, nil); !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("%d bytes back of %d written", len(got), want.Len())
	}
	for i, b := range p[:len(p)-1] {
		if len(b) != 1<<20 {
			t.Errorf("piece %d of %d bytes", i, len(b))
		}
	}
}
