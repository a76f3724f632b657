/**
 * @generated SignedSource<<db1c9044a5130e52652d19b823ef20c4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePostEditRoute_item$data = {
  readonly category: string;
  readonly post: {
    readonly entity: {
      readonly recId: number;
    } | null | undefined;
    readonly lessonId: number | null | undefined;
    readonly recId: number;
  } | null | undefined;
  readonly " $fragmentType": "usePostEditRoute_item";
};
export type usePostEditRoute_item$key = {
  readonly " $data"?: usePostEditRoute_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePostEditRoute_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePostEditRoute_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lessonId",
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
            (v0/*: any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TimelineItem",
  "abstractKey": null
};
})();

(node as any).hash = "2ab76458bd79c6aa7a06bbc5edb700cf";

export default node;
