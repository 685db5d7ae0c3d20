package vp_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/vp"
)

func BenchmarkWBF2013_64(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if t := vp.WBF2013(64); len(t) != 121 {
			b.Fatal(len(t))
		}
	}
}

func BenchmarkContinuousVPs(b *testing.B) {
	margin := exact.Frac(271, 10)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := (vp.Continuous{}).VPs(margin, 16); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkContinuousVPsFormula(b *testing.B) {
	margin := exact.Frac(271, 10)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := (vp.Continuous{Fractional: vp.Formula}).VPs(margin, 16); err != nil {
			b.Fatal(err)
		}
	}
}
