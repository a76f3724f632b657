/**
 * @generated SignedSource<<115fef31536171987a0903a042a5e2e5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePostInput = {
  body?: string | null | undefined;
  entityId?: string | null | undefined;
  eventAt?: string | null | undefined;
  id: string;
  lat?: number | null | undefined;
  lon?: number | null | undefined;
  mediaIds?: ReadonlyArray<number> | null | undefined;
  mediaSize?: number | null | undefined;
  privacy?: number | null | undefined;
  title?: string | null | undefined;
};
export type PostEditPageUpdateMutation$variables = {
  input: UpdatePostInput;
};
export type PostEditPageUpdateMutation$data = {
  readonly updatePost: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
    }>;
    readonly item?: {
      readonly id: string;
      readonly privacy: number;
      readonly summary: string;
      readonly title: string;
    };
    readonly post?: {
      readonly body: string;
      readonly entity: {
        readonly id: string;
        readonly recId: number;
      } | null | undefined;
      readonly eventAt: string | null | undefined;
      readonly id: string;
      readonly lat: number | null | undefined;
      readonly lon: number | null | undefined;
      readonly title: string;
    };
  };
};
export type PostEditPageUpdateMutation = {
  response: PostEditPageUpdateMutation$data;
  variables: PostEditPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updatePost",
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
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
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
                "name": "eventAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v1/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
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
              (v1/*: any*/),
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
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
        "type": "UpdatePostPayload",
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
              (v3/*: any*/)
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
          (v3/*: any*/)
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
    "name": "PostEditPageUpdateMutation",
    "selections": (v4/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PostEditPageUpdateMutation",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "0814c63a4b178a3bd25549aedb508ecd",
    "id": null,
    "metadata": {},
    "name": "PostEditPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation PostEditPageUpdateMutation(\n  $input: UpdatePostInput!\n) {\n  updatePost(input: $input) {\n    __typename\n    ... on UpdatePostPayload {\n      post {\n        id\n        title\n        body\n        lat\n        lon\n        eventAt\n        entity {\n          id\n          recId\n        }\n      }\n      item {\n        id\n        title\n        summary\n        privacy\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e69768a29bfcde16e277785f5d221e0c";

export default node;
