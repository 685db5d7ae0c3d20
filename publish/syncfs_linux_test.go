package publish

import "testing"

func TestKernelAtLeast(t *testing.T) {
	for _, tc := range []struct {
		release string
		want    bool
	}{
		{"5.8.0", true}, {"5.8", true}, {"5.7.19", false}, {"5.10.0-28-amd64", true},
		{"6.8.0-45-generic", true}, {"4.19.0", false}, {"10.0", true}, {"3.10.0-1160.el7.x86_64", false},
		{"", false}, {"5", false}, {"linux-5.8", false}, {"x5.9", false},
	} {
		if got := kernelAtLeast(tc.release, 5, 8); got != tc.want {
			t.Errorf("kernelAtLeast(%q, 5, 8) = %v, want %v", tc.release, got, tc.want)
		}
	}
}
