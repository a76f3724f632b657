/**
 * @generated SignedSource<<b941a1940d834481b601bc237c823070>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SampleProtocol = "BAIT" | "CASUAL_LIST" | "LARVAL_SEARCH" | "LIGHT_SHEET" | "LIGHT_TRAP" | "NETTING" | "OTHER" | "PHEROMONE_TRAP" | "TIMED_COUNT" | "TRANSECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SampleSummary_sample$data = {
  readonly closestSettlement: string | null | undefined;
  readonly completeList: boolean;
  readonly country: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly effort: string | null | undefined;
  readonly location: string | null | undefined;
  readonly observations: {
    readonly totalCount: number;
  };
  readonly protocol: SampleProtocol;
  readonly timeEnd: string | null | undefined;
  readonly timeStart: string | null | undefined;
  readonly " $fragmentType": "SampleSummary_sample";
};
export type SampleSummary_sample$key = {
  readonly " $data"?: SampleSummary_sample$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleSummary_sample">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleSummary_sample",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "protocol",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "effort",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completeList",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closestSettlement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 0
        }
      ],
      "concreteType": "SampleObservationsConnection",
      "kind": "LinkedField",
      "name": "observations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "observations(first:0)"
    }
  ],
  "type": "Sample",
  "abstractKey": null
};

(node as any).hash = "5722edf43635eb027948cbff30f13f00";

export default node;
