/**
 * @generated SignedSource<<8a4ffbeb6722d6c2ad99dba39cddce45>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    readonly code?: string;
    readonly media?: {
      readonly featured: boolean;
      readonly id: string;
    };
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
    "alias": null,
    "args": [
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaEditPageFeaturedMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaEditPageFeaturedMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "8d984a0960aff4ac675f06ce9e999717",
    "id": null,
    "metadata": {},
    "name": "MediaEditPageFeaturedMutation",
    "operationKind": "mutation",
    "text": "mutation MediaEditPageFeaturedMutation(\n  $id: ID!\n  $input: MediaInfoInput!\n) {\n  updateMediaInfo(id: $id, input: $input) {\n    __typename\n    ... on MediaPayload {\n      media {\n        id\n        featured\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3249c8e02aea91c4b391f22df4b4b67d";

export default node;
