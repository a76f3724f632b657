/**
 * @generated SignedSource<<548bb3658805a0d21fa6fc83e9e5caf1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletePostInput = {
  id: string;
};
export type PostEditPageDeleteMutation$variables = {
  input: DeletePostInput;
};
export type PostEditPageDeleteMutation$data = {
  readonly deletePost: {
    readonly __typename: "DeletePostPayload";
    readonly deletedId: string;
    readonly deletedItemIds: ReadonlyArray<string>;
    readonly deletedPostIds: ReadonlyArray<string>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PostEditPageDeleteMutation = {
  response: PostEditPageDeleteMutation$data;
  variables: PostEditPageDeleteMutation$variables;
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
    "name": "deletePost",
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
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedPostIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedItemIds",
            "storageKey": null
          }
        ],
        "type": "DeletePostPayload",
        "abstractKey": null
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
    "name": "PostEditPageDeleteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PostEditPageDeleteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "9bf7d0a8562c093e26504cee885fc6da",
    "id": null,
    "metadata": {},
    "name": "PostEditPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PostEditPageDeleteMutation(\n  $input: DeletePostInput!\n) {\n  deletePost(input: $input) {\n    __typename\n    ... on DeletePostPayload {\n      deletedId\n      deletedPostIds\n      deletedItemIds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8cdc90a31c6027a3a97f289a65a696cd";

export default node;
