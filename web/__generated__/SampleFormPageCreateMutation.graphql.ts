/**
 * @generated SignedSource<<4cf46eba1fb17ecaf0fc294b7b3a6c42>>
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
export type SampleFormPageCreateMutation$variables = {
  clientId: string;
  input: SampleInput;
};
export type SampleFormPageCreateMutation$data = {
  readonly createSample: {
    readonly __typename: string;
    readonly sample?: {
      readonly recId: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type SampleFormPageCreateMutation = {
  response: SampleFormPageCreateMutation$data;
  variables: SampleFormPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
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
    "name": "clientId",
    "variableName": "clientId"
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
  "name": "recId",
  "storageKey": null
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
    "name": "SampleFormPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSample",
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
                  (v3/*: any*/)
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
              (v5/*: any*/)
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
    "name": "SampleFormPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSample",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SamplePayload",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6d841ae3a701a7867b3debf76ee8c1e3",
    "id": null,
    "metadata": {},
    "name": "SampleFormPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation SampleFormPageCreateMutation(\n  $clientId: String!\n  $input: SampleInput!\n) {\n  createSample(clientId: $clientId, input: $input) {\n    __typename\n    ... on SamplePayload {\n      sample {\n        recId\n        id\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8529022d017312acc2d14fc8262542f9";

export default node;
