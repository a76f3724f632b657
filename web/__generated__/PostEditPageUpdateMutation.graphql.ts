/**
 * @generated SignedSource<<59e31f573042d1b8e1a2f993165db1f3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly richTextCleaned?: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "richTextCleaned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        (v3/*: any*/),
        (v4/*: any*/),
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
            (v3/*: any*/),
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
        (v3/*: any*/),
        (v4/*: any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PostEditPageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
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
    "name": "PostEditPageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          (v7/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f4c7fe0ad75e2c82e75a639642b0411a",
    "id": null,
    "metadata": {},
    "name": "PostEditPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation PostEditPageUpdateMutation(\n  $input: UpdatePostInput!\n) {\n  updatePost(input: $input) {\n    __typename\n    ... on UpdatePostPayload {\n      richTextCleaned\n      post {\n        id\n        title\n        body\n        lat\n        lon\n        eventAt\n        entity {\n          id\n          recId\n        }\n      }\n      item {\n        id\n        title\n        summary\n        privacy\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c96fa4f6655fd7c6af41d939dad3548";

export default node;
