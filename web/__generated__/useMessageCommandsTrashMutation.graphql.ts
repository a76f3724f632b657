/**
 * @generated SignedSource<<096ea5d6325c748d79011f2824ba18f6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageBox = "DRAFT" | "INBOX" | "OUTBOX" | "TRASH" | "%future added value";
export type useMessageCommandsTrashMutation$variables = {
  id: string;
};
export type useMessageCommandsTrashMutation$data = {
  readonly trashMessage: {
    readonly message?: {
      readonly box: MessageBox;
      readonly id: string;
      readonly viewerCan: {
        readonly restore: boolean;
        readonly trash: boolean;
      };
    };
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type useMessageCommandsTrashMutation = {
  response: useMessageCommandsTrashMutation$data;
  variables: useMessageCommandsTrashMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Message",
      "kind": "LinkedField",
      "name": "message",
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
          "name": "box",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MessageAbilities",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "trash",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "restore",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MessagePayload",
  "abstractKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/),
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
            (v3/*: any*/),
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
    "name": "useMessageCommandsTrashMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "trashMessage",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v4/*: any*/)
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
    "name": "useMessageCommandsTrashMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "trashMessage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*: any*/),
          (v4/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "00c96eeb82b569e3997c0caa2d18362d",
    "id": null,
    "metadata": {},
    "name": "useMessageCommandsTrashMutation",
    "operationKind": "mutation",
    "text": "mutation useMessageCommandsTrashMutation(\n  $id: ID!\n) {\n  trashMessage(id: $id) {\n    __typename\n    ... on MessagePayload {\n      message {\n        id\n        box\n        viewerCan {\n          trash\n          restore\n        }\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa85785b26f2b87d56d002e57573e1f6";

export default node;
