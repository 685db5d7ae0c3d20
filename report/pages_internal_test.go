package report

import (
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/translit"
)

// unique's last resort: pages whose hashes agree too (here: one key
// twice) are numbered in the order of their keys, and a name that meets
// a name with a hash gets a hash itself.
func TestUnique(t *testing.T) {
	h := translit.Hash
	for _, tt := range []struct {
		name  string
		names []name
		want  []string
	}{
		{"apart", []name{{"x", "1"}, {"y", "2"}}, []string{"x", "y"}},
		{"shared", []name{{"x", "2"}, {"x", "1"}}, []string{"x-" + h("2"), "x-" + h("1")}},
		{"same hash", []name{{"x", "k"}, {"x", "k"}, {"y", "j"}}, []string{"x-" + h("k") + "-n1", "x-" + h("k") + "-n2", "y"}},
		{"same hash, three", []name{{"x", "k"}, {"x", "k"}, {"x", "j"}}, []string{"x-" + h("k") + "-n1", "x-" + h("k") + "-n2", "x-" + h("j")}},
		{"meets a hash", []name{{"x", "1"}, {"x", "2"}, {"x-" + h("1"), "3"}},
			[]string{"x-" + h("1"), "x-" + h("2"), "x-" + h("1") + "-" + h("3")}},
		{"meets a number", []name{{"x", "k"}, {"x", "k"}, {"x-" + h("k") + "-n1", "3"}},
			[]string{"x-" + h("k") + "-n1", "x-" + h("k") + "-n2", "x-" + h("k") + "-n1-" + h("3")}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := unique(tt.names); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
