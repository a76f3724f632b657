/**
 * @generated SignedSource<<1214ec8dbcc1d44d66d71034439a427e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    readonly code?: string;
    readonly duplicates?: ReadonlyArray<{
      readonly distanceM: number;
      readonly recId: number;
    }>;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string | null | undefined;
    }>;
    readonly flags?: ReadonlyArray<ObservationFlag>;
    readonly mediaMissing?: boolean;
    readonly mediaRequired?: boolean;
    readonly status?: number;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "observationEntryCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
              (v1/*: any*/),
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationFormCheckQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ObservationFormCheckQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "7991c0352b7d30d2897d4a973fc1c729",
    "id": null,
    "metadata": {},
    "name": "ObservationFormCheckQuery",
    "operationKind": "query",
    "text": "query ObservationFormCheckQuery(\n  $input: ObservationInput!\n  $recId: Int\n) {\n  observationEntryCheck(input: $input, recId: $recId) {\n    __typename\n    ... on ObservationEntryCheck {\n      status\n      flags\n      mediaRequired\n      mediaMissing\n      duplicates {\n        recId\n        distanceM\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "338823673aa68b51d083d6331729127f";

export default node;
