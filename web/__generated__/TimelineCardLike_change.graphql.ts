/**
 * @generated SignedSource<<122810fa2afe44b03ab092ca791ad7ad>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineCardLike_change$data = {
  readonly node: {
    readonly evaluationCount?: number;
    readonly likedByViewer?: boolean;
  } | null | undefined;
  readonly " $fragmentType": "TimelineCardLike_change";
};
export type TimelineCardLike_change$key = {
  readonly " $data"?: TimelineCardLike_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineCardLike_change">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "evaluationCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "likedByViewer",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineCardLike_change",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": (v0/*: any*/),
          "type": "TimelineItem",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": (v0/*: any*/),
          "type": "Comment",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LikePayload",
  "abstractKey": null
};
})();

(node as any).hash = "21227aef21000c65e83bea8fba53fce9";

export default node;
