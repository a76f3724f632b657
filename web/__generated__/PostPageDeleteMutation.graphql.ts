/**
 * @generated SignedSource<<6ce1390989ee7dbd55ca19052265e6bd>>
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
export type PostPageDeleteMutation$variables = {
  input: DeletePostInput;
};
export type PostPageDeleteMutation$data = {
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
export type PostPageDeleteMutation = {
  response: PostPageDeleteMutation$data;
  variables: PostPageDeleteMutation$variables;
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
    "name": "PostPageDeleteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PostPageDeleteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "612c66e8223497ba12c1eab63d39439d",
    "id": null,
    "metadata": {},
    "name": "PostPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PostPageDeleteMutation(\n  $input: DeletePostInput!\n) {\n  deletePost(input: $input) {\n    __typename\n    ... on DeletePostPayload {\n      deletedId\n      deletedPostIds\n      deletedItemIds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22ed06b10e839cdae7cd3c9e1c764000";

export default node;
