/**
 * @generated SignedSource<<c5b3a4964fedf834685019ee84ef4a70>>
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
export type ObservationFormUpdateMutation$variables = {
  filesToRemove?: ReadonlyArray<number> | null | undefined;
  id: string;
  input: ObservationInput;
  language: string;
};
export type ObservationFormUpdateMutation$data = {
  readonly updateObservation: {
    readonly __typename: string;
    readonly observation?: {
      readonly recId: number;
      readonly status: number;
      readonly " $fragmentSpreads": FragmentRefs<"ObservationForm_observation">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type ObservationFormUpdateMutation = {
  response: ObservationFormUpdateMutation$data;
  variables: ObservationFormUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filesToRemove"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v4 = [
  {
    "kind": "Variable",
    "name": "filesToRemove",
    "variableName": "filesToRemove"
  },
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*: any*/),
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
            (v9/*: any*/),
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateObservation",
        "plural": false,
        "selections": [
          (v5/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Observation",
                "kind": "LinkedField",
                "name": "observation",
                "plural": false,
                "selections": [
                  (v6/*: any*/),
                  (v7/*: any*/),
                  {
                    "args": (v8/*: any*/),
                    "kind": "FragmentSpread",
                    "name": "ObservationForm_observation"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ObservationPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v10/*: any*/)
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
    "argumentDefinitions": [
      (v1/*: any*/),
      (v2/*: any*/),
      (v0/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Operation",
    "name": "ObservationFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateObservation",
        "plural": false,
        "selections": [
          (v5/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Observation",
                "kind": "LinkedField",
                "name": "observation",
                "plural": false,
                "selections": [
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v11/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ownedByViewer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "speciesText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": [
                      (v11/*: any*/),
                      (v6/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scientificName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v8/*: any*/),
                        "kind": "ScalarField",
                        "name": "commonName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ObservationPlace",
                    "kind": "LinkedField",
                    "name": "place",
                    "plural": false,
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
                        "name": "verbatimLat",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "verbatimLon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lat",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accuracy",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locationSource",
                        "storageKey": null
                      }
                    ],
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
                    "name": "timespot",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "individuals",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lifeStage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "basisOfRecord",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "licence",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sensitive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "media",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumb",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pres",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "orig",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "mediaType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fileName",
                        "storageKey": null
                      },
                      (v11/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimelineItem",
                    "kind": "LinkedField",
                    "name": "item",
                    "plural": false,
                    "selections": [
                      (v11/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "privacy",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ObservationPayload",
            "abstractKey": null
          },
          (v10/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dea0c53d5de7a55508133b125cad1c21",
    "id": null,
    "metadata": {},
    "name": "ObservationFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ObservationFormUpdateMutation(\n  $id: ID!\n  $input: ObservationInput!\n  $filesToRemove: [Int!]\n  $language: String!\n) {\n  updateObservation(id: $id, input: $input, filesToRemove: $filesToRemove) {\n    __typename\n    ... on ObservationPayload {\n      observation {\n        recId\n        status\n        ...ObservationForm_observation_1S2oaG\n        id\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment ObservationForm_observation_1S2oaG on Observation {\n  id\n  recId\n  ownedByViewer\n  status\n  speciesText\n  species {\n    id\n    recId\n    scientificName\n    commonName(language: $language)\n    thumbnailUrl\n  }\n  place {\n    country\n    region\n    closestSettlement\n    location\n    verbatimLat\n    verbatimLon\n    lat\n    lon\n    alt\n    accuracy\n    locationSource\n  }\n  dateFrom\n  dateTo\n  timespot\n  individuals\n  lifeStage\n  notes\n  comment\n  basisOfRecord\n  licence\n  sensitive\n  media {\n    recId\n    thumb\n    pres\n    orig\n    mediaType\n    fileName\n    id\n  }\n  item {\n    id\n    privacy\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c8c7e252f4956d1f54cffc8cbc7ee21";

export default node;
