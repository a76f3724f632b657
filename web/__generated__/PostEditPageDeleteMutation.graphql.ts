/**
 * @generated SignedSource<<be2c0ce9d51210c9e4db3b52807f30a3>>
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
    readonly __typename: string;
    readonly code?: string;
    readonly deletedId?: string;
    readonly deletedItemIds?: ReadonlyArray<string>;
    readonly deletedPostIds?: ReadonlyArray<string>;
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
    "cacheID": "2230a5c53b9deeddf2fef7f4bda80305",
    "id": null,
    "metadata": {},
    "name": "PostEditPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PostEditPageDeleteMutation(\n  $input: DeletePostInput!\n) {\n  deletePost(input: $input) {\n    __typename\n    ... on DeletePostPayload {\n      deletedId\n      deletedPostIds\n      deletedItemIds\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6c4b1591256d9140330949c22710684";

export default node;
