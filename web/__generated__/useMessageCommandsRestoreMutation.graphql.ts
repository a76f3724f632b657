/**
 * @generated SignedSource<<477b0459bf9274087889e65f690aa4d3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageBox = "DRAFT" | "INBOX" | "OUTBOX" | "TRASH" | "%future added value";
export type useMessageCommandsRestoreMutation$variables = {
  id: string;
};
export type useMessageCommandsRestoreMutation$data = {
  readonly restoreMessage: {
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
export type useMessageCommandsRestoreMutation = {
  response: useMessageCommandsRestoreMutation$data;
  variables: useMessageCommandsRestoreMutation$variables;
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
    "name": "useMessageCommandsRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "restoreMessage",
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
    "name": "useMessageCommandsRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "restoreMessage",
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
    "cacheID": "cc34f840d76b813e2ea3b8c2f604dc6c",
    "id": null,
    "metadata": {},
    "name": "useMessageCommandsRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation useMessageCommandsRestoreMutation(\n  $id: ID!\n) {\n  restoreMessage(id: $id) {\n    __typename\n    ... on MessagePayload {\n      message {\n        id\n        box\n        viewerCan {\n          trash\n          restore\n        }\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd73e1595ff92626d65adaf3b327c3ce";

export default node;
