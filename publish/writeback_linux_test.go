package publish

import "testing"

func TestParseMeminfo(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"MemTotal:       24683772 kB\nDirty:             37504 kB\nWriteback:           12 kB\nWritebackTmp:          7 kB\n", (37504 + 12) << 10, true},
		{"Writeback: 0 kB\nDirty: 1 kB", 1 << 10, true},
		{"Dirty: 1 kB\n", 0, false}, // no Writeback
		{"Dirty: 1 MB\nWriteback: 0 kB\n", 0, false},
		{"Dirty: x kB\nWriteback: 0 kB\n", 0, false},
		{"Dirty: -1 kB\nWriteback: 0 kB\n", 0, false},
		{"", 0, false},
	} {
		got, ok := parseMeminfo([]byte(tc.in))
		if got != tc.want || ok != tc.ok {
			t.Errorf("parseMeminfo(%q) = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
	// This system's own.
	if _, ok := pendingWrites(); !ok {
		t.Error("pendingWrites: cannot read /proc/meminfo")
	}
}
