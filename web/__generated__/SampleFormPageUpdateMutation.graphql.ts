/**
 * @generated SignedSource<<ae329db6b1f10b2dee2fd640bdef604d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type LocationSource = "EXIF" | "GPS" | "MAP" | "SAVED" | "TEXT" | "%future added value";
export type SampleProtocol = "BAIT" | "CASUAL_LIST" | "LARVAL_SEARCH" | "LIGHT_SHEET" | "LIGHT_TRAP" | "NETTING" | "OTHER" | "PHEROMONE_TRAP" | "TIMED_COUNT" | "TRANSECT" | "%future added value";
export type SampleInput = {
  accuracy?: number | null | undefined;
  alt?: number | null | undefined;
  closestSettlement?: string | null | undefined;
  completeList?: boolean | null | undefined;
  country?: string | null | undefined;
  dateFrom: string;
  dateTo?: string | null | undefined;
  effort?: string | null | undefined;
  lat?: number | null | undefined;
  location?: string | null | undefined;
  locationSource?: LocationSource | null | undefined;
  lon?: number | null | undefined;
  notes?: string | null | undefined;
  privacy?: number | null | undefined;
  protocol: SampleProtocol;
  region?: string | null | undefined;
  rows?: ReadonlyArray<SampleRowInput> | null | undefined;
  timeEnd?: string | null | undefined;
  timeStart?: string | null | undefined;
  verbatimLat?: string | null | undefined;
  verbatimLon?: string | null | undefined;
};
export type SampleRowInput = {
  clientId: string;
  individuals?: number | null | undefined;
  lifeStage?: LifeStage | null | undefined;
  notes?: string | null | undefined;
  sensitive?: boolean | null | undefined;
  speciesId?: string | null | undefined;
  speciesText?: string | null | undefined;
};
export type SampleFormPageUpdateMutation$variables = {
  id: string;
  input: SampleInput;
};
export type SampleFormPageUpdateMutation$data = {
  readonly updateSample: {
    readonly __typename: string;
    readonly sample?: {
      readonly id: string;
      readonly recId: number;
      readonly " $fragmentSpreads": FragmentRefs<"SampleSummary_sample">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type SampleFormPageUpdateMutation = {
  response: SampleFormPageUpdateMutation$data;
  variables: SampleFormPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*: any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v5/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SampleFormPageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSample",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "sample",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SampleSummary_sample"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SamplePayload",
            "abstractKey": null
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v6/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SampleFormPageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSample",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "sample",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
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
                "storageKey": null
              }
            ],
            "type": "SamplePayload",
            "abstractKey": null
          },
          (v6/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "83c8a7d3ff5a8b9cebc0a2191c292d4c",
    "id": null,
    "metadata": {},
    "name": "SampleFormPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation SampleFormPageUpdateMutation(\n  $id: ID!\n  $input: SampleInput!\n) {\n  updateSample(id: $id, input: $input) {\n    __typename\n    ... on SamplePayload {\n      sample {\n        id\n        recId\n        ...SampleSummary_sample\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment SampleSummary_sample on Sample {\n  protocol\n  dateFrom\n  dateTo\n  timeStart\n  timeEnd\n  effort\n  completeList\n  closestSettlement\n  location\n  country\n  observations(first: 0) {\n    totalCount\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5a2ee6ebb4d7169260c94fccc334025";

export default node;
