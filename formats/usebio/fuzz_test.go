package usebio_test

import (
	"os"
	"testing"

	"github.com/protokol-bridge/protokol/formats/usebio"
)

// FuzzRead: no input makes Read or Detect panic, and every error has a
// message.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"mp_pairs_howell.xml", "notsupported.xml", "ebuscore-island.xml", "pairsscorer-mp.xml", "brian-bridgewebs.xml", "individual-example.xml"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data[:min(len(data), 4000)]))
		if len(data) > 4000 {
			f.Add(string(data[len(data)-4000:])) // the hand sets, at the end
		}
	}
	f.Add(teamsFile)
	f.Add(pairsFile(`<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A6040</SCORE>`))
	f.Fuzz(func(t *testing.T, text string) {
		_, err := usebio.Read("f.xml", text)
		if err != nil {
			if msg := err.Error(); msg == "" {
				t.Error("empty message")
			}
		}
		usebio.Detect(text)
	})
}
