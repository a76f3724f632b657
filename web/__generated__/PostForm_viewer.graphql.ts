/**
 * @generated SignedSource<<6441a8ae5febb16fa07c52d02f7030e6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostForm_viewer$data = {
  readonly LESSON: number;
  readonly MOOD: number;
  readonly NEWS: number;
  readonly NOTE: number;
  readonly QUESTION: number;
  readonly SOLUTION: number;
  readonly board: number;
  readonly publishTargets: ReadonlyArray<{
    readonly displayName: string;
    readonly id: string;
    readonly recId: number;
  }>;
  readonly " $fragmentType": "PostForm_viewer";
};
export type PostForm_viewer$key = {
  readonly " $data"?: PostForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostForm_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "type",
  "value": "NOTE"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostForm_viewer",
  "selections": [
    {
      "alias": "NOTE",
      "args": [
        (v0/*: any*/)
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"NOTE\")"
    },
    {
      "alias": "NEWS",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "NEWS"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"NEWS\")"
    },
    {
      "alias": "QUESTION",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "QUESTION"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"QUESTION\")"
    },
    {
      "alias": "MOOD",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "MOOD"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"MOOD\")"
    },
    {
      "alias": "LESSON",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "LESSON"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"LESSON\")"
    },
    {
      "alias": "SOLUTION",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "SOLUTION"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"SOLUTION\")"
    },
    {
      "alias": "board",
      "args": [
        {
          "kind": "Literal",
          "name": "onBoard",
          "value": true
        },
        (v0/*: any*/)
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(onBoard:true,type:\"NOTE\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "publishTargets",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "0bfb6b5a23a4076e69b93a04b48ada2d";

export default node;
