/**
 * @generated SignedSource<<17c9ba1a43bc8f29337bf9d66ab6f0b4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeaturedMediaEditPageMutation$variables = {
  featured: boolean;
  id: string;
};
export type FeaturedMediaEditPageMutation$data = {
  readonly updateMediaInfo: {
    readonly __typename: string;
    readonly code?: string;
    readonly media?: {
      readonly featured: boolean;
      readonly id: string;
    };
  };
};
export type FeaturedMediaEditPageMutation = {
  response: FeaturedMediaEditPageMutation$data;
  variables: FeaturedMediaEditPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "featured"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "featured",
            "variableName": "featured"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMediaInfo",
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
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
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeaturedMediaEditPageMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "FeaturedMediaEditPageMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "2d893ebdebfa170e6f6ff9ffb44d5138",
    "id": null,
    "metadata": {},
    "name": "FeaturedMediaEditPageMutation",
    "operationKind": "mutation",
    "text": "mutation FeaturedMediaEditPageMutation(\n  $id: ID!\n  $featured: Boolean!\n) {\n  updateMediaInfo(id: $id, input: {featured: $featured}) {\n    __typename\n    ... on MediaPayload {\n      media {\n        id\n        featured\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1e71af5d5718a87c4a4804930c2225a";

export default node;
