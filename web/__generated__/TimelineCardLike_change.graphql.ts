/**
 * @generated SignedSource<<c5c81a587f2de10bda9cd6f003a9d008>>
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

const node: ReaderFragment = {
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
          "selections": [
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
          ],
          "type": "TimelineItem",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LikePayload",
  "abstractKey": null
};

(node as any).hash = "4a308ade0181c941aebab801616deab5";

export default node;
