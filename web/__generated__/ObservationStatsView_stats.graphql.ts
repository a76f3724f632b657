/**
 * @generated SignedSource<<43fdb233cf81d360c12810557310d236>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ObservationStatsView_stats$data = {
  readonly accumulation: ReadonlyArray<{
    readonly newSpecies: number;
    readonly totalSpecies: number;
    readonly year: number;
  }>;
  readonly byLifeStage: ReadonlyArray<{
    readonly lifeStage: LifeStage;
    readonly records: number;
  }>;
  readonly byPlace: ReadonlyArray<{
    readonly country: string;
    readonly records: number;
    readonly region: string | null | undefined;
  }>;
  readonly byStatus: ReadonlyArray<{
    readonly records: number;
    readonly status: number;
  }>;
  readonly byYear: ReadonlyArray<{
    readonly records: number;
    readonly species: number;
    readonly year: number;
  }>;
  readonly firstDate: string | null | undefined;
  readonly lastDate: string | null | undefined;
  readonly phenology: ReadonlyArray<{
    readonly day: number;
    readonly lifeStage: LifeStage;
    readonly records: number;
  }>;
  readonly records: number;
  readonly species: number;
  readonly topObservers: ReadonlyArray<{
    readonly entityId: number;
    readonly name: string;
    readonly records: number;
    readonly species: number;
  }>;
  readonly " $fragmentType": "ObservationStatsView_stats";
};
export type ObservationStatsView_stats$key = {
  readonly " $data"?: ObservationStatsView_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationStatsView_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "records",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "species",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifeStage",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ObservationStatsView_stats",
  "selections": [
    (v0/*: any*/),
    (v1/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "YearStat",
      "kind": "LinkedField",
      "name": "byYear",
      "plural": true,
      "selections": [
        (v2/*: any*/),
        (v0/*: any*/),
        (v1/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PhenologyStat",
      "kind": "LinkedField",
      "name": "phenology",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        (v3/*: any*/),
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LifeStageStat",
      "kind": "LinkedField",
      "name": "byLifeStage",
      "plural": true,
      "selections": [
        (v3/*: any*/),
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceStat",
      "kind": "LinkedField",
      "name": "byPlace",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "region",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ObserverStat",
      "kind": "LinkedField",
      "name": "topObservers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*: any*/),
        (v1/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusStat",
      "kind": "LinkedField",
      "name": "byStatus",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccumulationStat",
      "kind": "LinkedField",
      "name": "accumulation",
      "plural": true,
      "selections": [
        (v2/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newSpecies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSpecies",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ObservationStats",
  "abstractKey": null
};
})();

(node as any).hash = "95a529f0bb4eb916cae202570ba83e8d";

export default node;
