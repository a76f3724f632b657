/**
 * @generated SignedSource<<574de346c6c2c1f9fa93a03acc1cbb13>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BasisOfRecord = "FOSSIL_SPECIMEN" | "HUMAN_OBSERVATION" | "LITERATURE" | "LIVING_SPECIMEN" | "MACHINE_OBSERVATION" | "MATERIAL_SAMPLE" | "OBSERVATION" | "PRESERVED_SPECIMEN" | "UNKNOWN" | "%future added value";
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type LocationSource = "EXIF" | "GPS" | "MAP" | "SAVED" | "TEXT" | "%future added value";
export type ObservationFlag = "DIFFICULT_SPECIES" | "GENUS_NEEDS_REVIEW" | "OUTSIDE_FLIGHT_PERIOD" | "OUTSIDE_KNOWN_SQUARES" | "PROTECTED_SPECIES" | "THREATENED_SPECIES" | "%future added value";
export type ObservationInput = {
  accuracy?: number | null | undefined;
  alt?: number | null | undefined;
  author?: string | null | undefined;
  basisOfRecord?: BasisOfRecord | null | undefined;
  closestSettlement?: string | null | undefined;
  comment?: string | null | undefined;
  confirmDuplicate?: boolean | null | undefined;
  country?: string | null | undefined;
  dataSource?: string | null | undefined;
  dataSourceId?: string | null | undefined;
  dateFrom: string;
  dateTo?: string | null | undefined;
  individuals?: number | null | undefined;
  lat?: number | null | undefined;
  licence?: Licence | null | undefined;
  lifeStage?: LifeStage | null | undefined;
  location?: string | null | undefined;
  locationSource?: LocationSource | null | undefined;
  lon?: number | null | undefined;
  mediaIds?: ReadonlyArray<number> | null | undefined;
  notes?: string | null | undefined;
  privacy?: number | null | undefined;
  region?: string | null | undefined;
  sensitive?: boolean | null | undefined;
  speciesId?: string | null | undefined;
  speciesText?: string | null | undefined;
  timespot?: string | null | undefined;
  verbatimLat?: string | null | undefined;
  verbatimLon?: string | null | undefined;
};
export type ObservationFormCheckQuery$variables = {
  input: ObservationInput;
  recId?: number | null | undefined;
};
export type ObservationFormCheckQuery$data = {
  readonly observationEntryCheck: {
    readonly __typename: string;
    readonly duplicates?: ReadonlyArray<{
      readonly distanceM: number;
      readonly recId: number;
    }>;
    readonly flags?: ReadonlyArray<ObservationFlag>;
    readonly mediaMissing?: boolean;
    readonly mediaRequired?: boolean;
    readonly status?: number;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type ObservationFormCheckQuery = {
  response: ObservationFormCheckQuery$data;
  variables: ObservationFormCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "recId"
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mediaRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mediaMissing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PossibleDuplicate",
      "kind": "LinkedField",
      "name": "duplicates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "distanceM",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ObservationEntryCheck",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*: any*/),
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
            (v4/*: any*/),
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
    "name": "ObservationFormCheckQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "observationEntryCheck",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v5/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ObservationFormCheckQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "observationEntryCheck",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cfa8813eaf283e7337c70360aedf259f",
    "id": null,
    "metadata": {},
    "name": "ObservationFormCheckQuery",
    "operationKind": "query",
    "text": "query ObservationFormCheckQuery(\n  $input: ObservationInput!\n  $recId: Int\n) {\n  observationEntryCheck(input: $input, recId: $recId) {\n    __typename\n    ... on ObservationEntryCheck {\n      status\n      flags\n      mediaRequired\n      mediaMissing\n      duplicates {\n        recId\n        distanceM\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "943fdf9cfb1594cbfe06c28f5998e176";

export default node;
