import { Controller } from '@nestjs/common';
import { reviewsRpc, type RpcParsed } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { ReviewsService } from './reviews.service.js';

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @RpcHandler(reviewsRpc.due)
  due(@RpcPayload(reviewsRpc.due) req: RpcParsed<typeof reviewsRpc.due>) {
    return this.reviews.due(req.userId);
  }

  @RpcHandler(reviewsRpc.rate)
  rate(@RpcPayload(reviewsRpc.rate) req: RpcParsed<typeof reviewsRpc.rate>) {
    return this.reviews.rate(req.userId, req.insightId, req.quality, req.timeZone);
  }
}
