/**
 * @generated SignedSource<<26161006735179165ef1a276b0de6857>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IucnCategory = "CD" | "CR" | "DD" | "EN" | "EW" | "EX" | "LC" | "NT" | "VU" | "%future added value";
export type ProtectionLevel = "PROTECTED" | "STRICTLY_PROTECTED" | "%future added value";
export type SpeciesEditPopupQuery$variables = {
  isEdit: boolean;
  key: string;
};
export type SpeciesEditPopupQuery$data = {
  readonly species?: {
    readonly author: string;
    readonly commonNames: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
    readonly description: string;
    readonly difficulty: number;
    readonly distribution: string;
    readonly externalRef: string | null | undefined;
    readonly family: string;
    readonly flightMonths: ReadonlyArray<number>;
    readonly genus: string;
    readonly group: string;
    readonly id: string;
    readonly iucn: IucnCategory | null | undefined;
    readonly larvaMonths: ReadonlyArray<number>;
    readonly protection: ProtectionLevel | null | undefined;
    readonly protectionValue: number | null | undefined;
    readonly recId: number;
    readonly redListHu: string | null | undefined;
    readonly scientificName: string;
    readonly species: string;
    readonly subfamily: string | null | undefined;
    readonly subspecies: string | null | undefined;
    readonly thumbnailUrl: string | null | undefined;
    readonly viewerCanEdit: boolean;
  } | null | undefined;
};
export type SpeciesEditPopupQuery = {
  response: SpeciesEditPopupQuery$data;
  variables: SpeciesEditPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEdit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = [
  {
    "condition": "isEdit",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "key",
            "variableName": "key"
          }
        ],
        "concreteType": "Species",
        "kind": "LinkedField",
        "name": "species",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
            "name": "scientificName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "genus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "species",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subspecies",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "author",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "family",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subfamily",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CommonName",
            "kind": "LinkedField",
            "name": "commonNames",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "distribution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "thumbnailUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "externalRef",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "iucn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "redListHu",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "protection",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "protectionValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "difficulty",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "flightMonths",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "larvaMonths",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanEdit",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesEditPopupQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "SpeciesEditPopupQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "fa6ed468d21ff4a9573f2645253448f2",
    "id": null,
    "metadata": {},
    "name": "SpeciesEditPopupQuery",
    "operationKind": "query",
    "text": "query SpeciesEditPopupQuery(\n  $key: String!\n  $isEdit: Boolean!\n) {\n  species(key: $key) @include(if: $isEdit) {\n    id\n    recId\n    scientificName\n    genus\n    species\n    subspecies\n    author\n    family\n    subfamily\n    group\n    commonNames {\n      language\n      name\n    }\n    distribution\n    thumbnailUrl\n    description\n    externalRef\n    iucn\n    redListHu\n    protection\n    protectionValue\n    difficulty\n    flightMonths\n    larvaMonths\n    viewerCanEdit\n  }\n}\n"
  }
};
})();

(node as any).hash = "e002bd5d4fc9dd658229eea0e9671a68";

export default node;
