/**
 * @generated SignedSource<<5c86724d750ff3f7a3296e51774e4fd4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type MediaInfoInput = {
  accuracy?: number | null | undefined;
  alt?: number | null | undefined;
  author?: string | null | undefined;
  caption?: string | null | undefined;
  country?: string | null | undefined;
  date?: string | null | undefined;
  description?: string | null | undefined;
  direction?: number | null | undefined;
  featured?: boolean | null | undefined;
  geosubunit?: string | null | undefined;
  geounit?: string | null | undefined;
  lat?: number | null | undefined;
  licence?: Licence | null | undefined;
  link?: string | null | undefined;
  location?: string | null | undefined;
  lon?: number | null | undefined;
  region?: string | null | undefined;
  timespot?: string | null | undefined;
  title?: string | null | undefined;
};
export type MediaEditPageFeaturedMutation$variables = {
  id: string;
  input: MediaInfoInput;
};
export type MediaEditPageFeaturedMutation$data = {
  readonly updateMediaInfo: {
    readonly __typename: string;
    readonly media?: {
      readonly featured: boolean;
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type MediaEditPageFeaturedMutation = {
  response: MediaEditPageFeaturedMutation$data;
  variables: MediaEditPageFeaturedMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Media",
      "kind": "LinkedField",
      "name": "media",
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
          "name": "featured",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MediaPayload",
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
    "name": "MediaEditPageFeaturedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMediaInfo",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaEditPageFeaturedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMediaInfo",
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
    "cacheID": "fcad84b2c67f137da482665f87427aaa",
    "id": null,
    "metadata": {},
    "name": "MediaEditPageFeaturedMutation",
    "operationKind": "mutation",
    "text": "mutation MediaEditPageFeaturedMutation(\n  $id: ID!\n  $input: MediaInfoInput!\n) {\n  updateMediaInfo(id: $id, input: $input) {\n    __typename\n    ... on MediaPayload {\n      media {\n        id\n        featured\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1a450be3bdbfef6cb5154a83ca7115b";

export default node;
