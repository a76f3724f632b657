/**
 * @generated SignedSource<<8d89109f491e99c0a9ddd1f53182e6f0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImageFormat = "JPEG" | "PNG" | "WEBP" | "%future added value";
export type CropImageInput = {
  dbKey: string;
  format?: ImageFormat | null | undefined;
  points: ReadonlyArray<number>;
  rotation?: number | null | undefined;
};
export type ImageEditPageMutation$variables = {
  input: CropImageInput;
};
export type ImageEditPageMutation$data = {
  readonly cropImage: {
    readonly __typename: string;
    readonly code?: string;
    readonly media?: {
      readonly id: string;
      readonly recId: number;
    };
  };
};
export type ImageEditPageMutation = {
  response: ImageEditPageMutation$data;
  variables: ImageEditPageMutation$variables;
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
    "name": "cropImage",
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
                "name": "recId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CropImagePayload",
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
    "name": "ImageEditPageMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ImageEditPageMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "f864c72b0b8452676da6646cf97fb552",
    "id": null,
    "metadata": {},
    "name": "ImageEditPageMutation",
    "operationKind": "mutation",
    "text": "mutation ImageEditPageMutation(\n  $input: CropImageInput!\n) {\n  cropImage(input: $input) {\n    __typename\n    ... on CropImagePayload {\n      media {\n        id\n        recId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a989177bf3d8865ceef31a429ffff22";

export default node;
