/**
 * @generated SignedSource<<447eb5ad31000b1d278383f5700277b0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportCommentInput = {
  id: string;
  reason: string;
};
export type CommentItemReportMutation$variables = {
  input: ReportCommentInput;
};
export type CommentItemReportMutation$data = {
  readonly reportComment: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CommentItemReportMutation = {
  response: CommentItemReportMutation$data;
  variables: CommentItemReportMutation$variables;
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
    "name": "reportComment",
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
    "name": "CommentItemReportMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "CommentItemReportMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "b3ff25dd1f83b665bf3c1842cef5b1d5",
    "id": null,
    "metadata": {},
    "name": "CommentItemReportMutation",
    "operationKind": "mutation",
    "text": "mutation CommentItemReportMutation(\n  $input: ReportCommentInput!\n) {\n  reportComment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "05059a6c886b8491c5ddbc108b7f9426";

export default node;
