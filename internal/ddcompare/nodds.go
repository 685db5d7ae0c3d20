//go:build !ddscompare

package main

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

const haveDDS = false

func ddsInit() {}

func ddsTable(bridge.Deal) (dd.Table, error) { return dd.Table{}, errNoDDS }

func ddsPar(dd.Table, bridge.Vul, bridge.Seat) (int, []dd.ParContract, error) {
	return 0, nil, errNoDDS
}

func ddsVersion() string { return "" }

func ddsThreads(int) {}

func ddsTables([]bridge.Deal) ([]dd.Table, error) { return nil, errNoDDS }
