/**
 * @generated SignedSource<<cfb425a56bee2c3138ccb40941e91c67>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConversationThreadReadMutation$variables = {
  with: string;
};
export type ConversationThreadReadMutation$data = {
  readonly markConversationRead: {
    readonly messageCount?: number;
  };
};
export type ConversationThreadReadMutation = {
  response: ConversationThreadReadMutation$data;
  variables: ConversationThreadReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "with"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "with",
    "variableName": "with"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageCount",
      "storageKey": null
    }
  ],
  "type": "BadgeCounts",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationThreadReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markConversationRead",
        "plural": false,
        "selections": [
          (v2/*: any*/)
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
    "name": "ConversationThreadReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markConversationRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8b78171110f3cbf9a3d1d834425de792",
    "id": null,
    "metadata": {},
    "name": "ConversationThreadReadMutation",
    "operationKind": "mutation",
    "text": "mutation ConversationThreadReadMutation(\n  $with: ID!\n) {\n  markConversationRead(with: $with) {\n    __typename\n    ... on BadgeCounts {\n      messageCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a29f98354e862ea92aeef2f1431e7ac";

export default node;
