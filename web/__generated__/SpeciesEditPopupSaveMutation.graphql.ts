/**
 * @generated SignedSource<<309597652ea450e8012c487c2277495e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IucnCategory = "CD" | "CR" | "DD" | "EN" | "EW" | "EX" | "LC" | "NT" | "VU" | "%future added value";
export type ProtectionLevel = "PROTECTED" | "STRICTLY_PROTECTED" | "%future added value";
export type RedListCategory = "CD" | "CR" | "DD" | "EN" | "EW" | "EX" | "LC" | "NT" | "RE" | "VU" | "%future added value";
export type SpeciesGroup = "butterfly" | "moth" | "%future added value";
export type SaveSpeciesInput = {
  author: string;
  commonNames?: CommonNamesInput | null | undefined;
  description?: string | null | undefined;
  difficulty?: number | null | undefined;
  distribution?: string | null | undefined;
  externalRef?: string | null | undefined;
  family: string;
  flightMonths?: ReadonlyArray<number> | null | undefined;
  genus: string;
  group: SpeciesGroup;
  id?: string | null | undefined;
  iucn?: IucnCategory | null | undefined;
  larvaMonths?: ReadonlyArray<number> | null | undefined;
  protection?: ProtectionLevel | null | undefined;
  protectionValue?: number | null | undefined;
  redListHu?: RedListCategory | null | undefined;
  species: string;
  subfamily?: string | null | undefined;
  subspecies?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
};
export type CommonNamesInput = {
  en?: string | null | undefined;
  hu?: string | null | undefined;
  ro?: string | null | undefined;
  tr?: string | null | undefined;
};
export type SpeciesEditPopupSaveMutation$variables = {
  input: SaveSpeciesInput;
};
export type SpeciesEditPopupSaveMutation$data = {
  readonly saveSpecies: {
    readonly __typename: string;
    readonly richTextCleaned?: boolean;
    readonly species?: {
      readonly id: string;
      readonly recId: number;
      readonly " $fragmentSpreads": FragmentRefs<"SpeciesListItem_species" | "SpeciesPopup_species">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type SpeciesEditPopupSaveMutation = {
  response: SpeciesEditPopupSaveMutation$data;
  variables: SpeciesEditPopupSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
  "name": "richTextCleaned",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*: any*/),
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
            (v6/*: any*/),
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
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesEditPopupSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSpecies",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SpeciesListItem_species"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SpeciesPopup_species"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSpeciesPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v7/*: any*/)
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
    "name": "SpeciesEditPopupSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSpecies",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
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
                    "name": "author",
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
                      (v8/*: any*/)
                    ],
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
                    "name": "protection",
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
                    "concreteType": "SpeciesStat",
                    "kind": "LinkedField",
                    "name": "stat",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cnt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "yearFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "yearTo",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v9/*: any*/),
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
                    "kind": "ScalarField",
                    "name": "distribution",
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
                    "name": "timegraphImageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanLinkBibliography",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BibliographyItem",
                    "kind": "LinkedField",
                    "name": "bibliography",
                    "plural": true,
                    "selections": [
                      (v5/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "citation",
                        "storageKey": null
                      },
                      (v4/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Genus",
                    "kind": "LinkedField",
                    "name": "genusInfo",
                    "plural": false,
                    "selections": [
                      (v8/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "note",
                        "storageKey": null
                      },
                      (v9/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSpeciesPayload",
            "abstractKey": null
          },
          (v7/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ded6de27c18f6ac8e77fe4c7d41069c7",
    "id": null,
    "metadata": {},
    "name": "SpeciesEditPopupSaveMutation",
    "operationKind": "mutation",
    "text": "mutation SpeciesEditPopupSaveMutation(\n  $input: SaveSpeciesInput!\n) {\n  saveSpecies(input: $input) {\n    __typename\n    ... on SaveSpeciesPayload {\n      richTextCleaned\n      species {\n        id\n        recId\n        ...SpeciesListItem_species\n        ...SpeciesPopup_species\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment GenusNote_species on Species {\n  id\n  genusInfo {\n    name\n    note\n    viewerCanEdit\n  }\n}\n\nfragment SpeciesListItem_species on Species {\n  id\n  recId\n  scientificName\n  author\n  commonNames {\n    language\n    name\n  }\n  thumbnailUrl\n  protection\n  redListHu\n  stat {\n    cnt\n  }\n  viewerCanEdit\n}\n\nfragment SpeciesLiterature_species on Species {\n  id\n  viewerCanLinkBibliography\n  bibliography {\n    recId\n    citation\n    id\n  }\n}\n\nfragment SpeciesPopup_species on Species {\n  recId\n  scientificName\n  author\n  family\n  subfamily\n  group\n  commonNames {\n    language\n    name\n  }\n  thumbnailUrl\n  distribution\n  description\n  externalRef\n  iucn\n  redListHu\n  protection\n  protectionValue\n  difficulty\n  flightMonths\n  stat {\n    cnt\n    yearFrom\n    yearTo\n  }\n  viewerCanEdit\n  ...SpeciesSavedChart_species\n  ...SpeciesLiterature_species\n  ...GenusNote_species\n}\n\nfragment SpeciesSavedChart_species on Species {\n  scientificName\n  timegraphImageUrl\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3ba2693accbf908f895df821ad04c35";

export default node;
