//go:build ddscompare

package main

/*
#cgo LDFLAGS: -ldds
#include <dds/dll.h>
*/
import "C"

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

const haveDDS = true

func ddsInit() {
	C.SetMaxThreads(1)
}

// ddsThreads sets DDS's threads: n, or one per core when n < 1.
func ddsThreads(n int) {
	C.SetMaxThreads(C.int(max(n, 0)))
}

// ddsDeal is d as DDS's table input.
func ddsDeal(d bridge.Deal) C.struct_ddTableDeal {
	var in C.struct_ddTableDeal
	for seat := 0; seat < 4; seat++ {
		for su := 0; su < 4; su++ {
			// DDS suits: 0 spades .. 3 clubs; ranks as bits 2..14.
			in.cards[seat][3-su] = C.uint(d.Hands[seat].SuitMask(bridge.Suit(su)))
		}
	}
	return in
}

// tableOf converts DDS's table.
func tableOf(res *C.struct_ddTableResults) dd.Table {
	var t dd.Table
	for seat := 0; seat < 4; seat++ {
		for strain := 0; strain < 5; strain++ {
			ds := 4 // NT
			if strain < 4 {
				ds = 3 - strain
			}
			t[seat][strain] = int8(res.resTable[ds][seat])
		}
	}
	return t
}

// ddsTable is DDS's CalcDDtable for a complete deal.
func ddsTable(d bridge.Deal) (dd.Table, error) {
	var res C.struct_ddTableResults
	if rc := C.CalcDDtable(ddsDeal(d), &res); rc != 1 {
		return dd.Table{}, fmt.Errorf("CalcDDtable: error %d", int(rc))
	}
	return tableOf(&res), nil
}

// ddsTables is DDS's CalcAllTables for many deals, in batches of the
// most it takes at once (its threads share out the deals and strains).
func ddsTables(deals []bridge.Deal) ([]dd.Table, error) {
	var out []dd.Table
	in := new(C.struct_ddTableDeals)
	res := new(C.struct_ddTablesRes)
	var par C.struct_allParResults
	var filter [5]C.int
	for start := 0; start < len(deals); start += C.MAXNOOFTABLES {
		batch := deals[start:min(start+C.MAXNOOFTABLES, len(deals))]
		in.noOfTables = C.int(len(batch))
		for i, d := range batch {
			in.deals[i] = ddsDeal(d)
		}
		if rc := C.CalcAllTables(in, -1, &filter[0], res, &par); rc != 1 {
			return nil, fmt.Errorf("CalcAllTables: error %d", int(rc))
		}
		for i := range batch {
			out = append(out, tableOf(&res.results[i]))
		}
	}
	return out, nil
}

// ddsPar is DDS's DealerParBin: the par score for NS and the contracts as
// ParContract values (one per declaring seat).
func ddsPar(t dd.Table, vul bridge.Vul, dealer bridge.Seat) (int, []dd.ParContract, error) {
	var in C.struct_ddTableResults
	for seat := 0; seat < 4; seat++ {
		for strain := 0; strain < 5; strain++ {
			ds := 4
			if strain < 4 {
				ds = 3 - strain
			}
			in.resTable[ds][seat] = C.int(t[seat][strain])
		}
	}
	// DDS vulnerability: 0 none, 1 both, 2 NS, 3 EW.
	v := map[bridge.Vul]int{bridge.VulNone: 0, bridge.VulAll: 1, bridge.VulNS: 2, bridge.VulEW: 3}[vul]
	var res C.struct_parResultsMaster
	if rc := C.DealerParBin(&in, &res, C.int(dealer), C.int(v)); rc != 1 {
		return 0, nil, fmt.Errorf("DealerParBin: error %d", int(rc))
	}
	var cs []dd.ParContract
	for i := 0; i < int(res.number); i++ {
		ct := res.contracts[i]
		var c bridge.Contract
		c.Level = int(ct.level)
		if c.Level == 0 {
			cs = append(cs, dd.ParContract{Contract: bridge.PassOut})
			continue
		}
		c.Strain = bridge.NoTrump
		if ct.denom > 0 {
			c.Strain = bridge.Strain(4 - ct.denom)
		}
		over := int(ct.overTricks)
		if ct.underTricks > 0 {
			c.Doubling = bridge.Doubled
			over = -int(ct.underTricks)
		}
		var seats []bridge.Seat
		switch ct.seats {
		case 4:
			seats = []bridge.Seat{bridge.North, bridge.South}
		case 5:
			seats = []bridge.Seat{bridge.East, bridge.West}
		default:
			seats = []bridge.Seat{bridge.Seat(ct.seats)}
		}
		for _, s := range seats {
			cs = append(cs, dd.ParContract{Contract: c, Declarer: s, Overtricks: over})
		}
	}
	return int(res.score), cs, nil
}

func ddsVersion() string {
	var info C.struct_DDSInfo
	C.GetDDSInfo(&info)
	return fmt.Sprintf("%d.%d.%d", int(info.major), int(info.minor), int(info.patch))
}
